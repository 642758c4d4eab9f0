/**
 * Whether test games (fixtures such as Hunt) are listed: never for players; tests turn
 * them on with `localStorage['daedalus.fixtures'] = '1'` (a direct link still opens one).
 */
export function showFixtures(): boolean {
  try {
    return globalThis.localStorage?.getItem('daedalus.fixtures') === '1';
  } catch {
    return false;
  }
}
