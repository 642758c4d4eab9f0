/**
 * Russian plural forms for game texts: one (1, 21, 101…), few (2–4, 22–24…), many
 * (0, 5–20, 25–30…). `ruPlural(3, 'крик', 'крика', 'криков')` → 'крика'.
 */
export function ruPlural(n: number, one: string, few: string, many: string): string {
  const a = Math.abs(n) % 100;
  const b = a % 10;
  if (a > 10 && a < 20) return many;
  if (b === 1) return one;
  if (b >= 2 && b <= 4) return few;
  return many;
}
