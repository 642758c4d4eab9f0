/**
 * Hash routing (`#/table/abc?invite=x`): works from any static file server,
 * including the game server, without a fallback rule, and survives reloads.
 */
import { useEffect, useState } from 'react';

export type Route =
  | { page: 'home' }
  | { page: 'rules'; game: string }
  | { page: 'lobby'; game?: string }
  | { page: 'table'; id: string; invite?: string }
  | { page: 'local'; game?: string; resume?: boolean }
  | { page: 'editor'; game: string; level?: string }
  | { page: 'replay'; id: string; invite?: string };

export function parseRoute(hash: string): Route {
  const [path = '', query = ''] = hash.replace(/^#/, '').split('?');
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  const params = new URLSearchParams(query);
  const invite = params.get('invite') ?? undefined;
  const [head, arg] = parts;
  switch (head) {
    case 'rules':
      return arg ? { page: 'rules', game: arg } : { page: 'home' };
    case 'lobby':
      return arg ? { page: 'lobby', game: arg } : { page: 'lobby' };
    case 'table':
      return arg ? { page: 'table', id: arg, ...(invite ? { invite } : {}) } : { page: 'lobby' };
    case 'local':
      return arg
        ? { page: 'local', game: arg, ...(params.get('resume') === '1' ? { resume: true } : {}) }
        : { page: 'local' };
    case 'replay':
      return arg ? { page: 'replay', id: arg, ...(invite ? { invite } : {}) } : { page: 'home' };
    default: {
      // A game's level editor: #/<game>/editor (?level=<text> opens a shared level).
      const level = params.get('level') ?? undefined;
      return head && arg === 'editor'
        ? { page: 'editor', game: head, ...(level ? { level } : {}) }
        : { page: 'home' };
    }
  }
}

export function href(route: Route): string {
  const q = (invite?: string) => (invite ? `?invite=${encodeURIComponent(invite)}` : '');
  switch (route.page) {
    case 'home':
      return '#/';
    case 'rules':
      return `#/rules/${encodeURIComponent(route.game)}`;
    case 'lobby':
      return route.game ? `#/lobby/${encodeURIComponent(route.game)}` : '#/lobby';
    case 'table':
      return `#/table/${encodeURIComponent(route.id)}${q(route.invite)}`;
    case 'local':
      return route.game
        ? `#/local/${encodeURIComponent(route.game)}${route.resume ? '?resume=1' : ''}`
        : '#/local';
    case 'editor':
      return `#/${route.game}/editor${route.level ? `?level=${encodeURIComponent(route.level)}` : ''}`;
    case 'replay':
      return `#/replay/${encodeURIComponent(route.id)}${q(route.invite)}`;
  }
}

export function navigate(route: Route): void {
  window.location.hash = href(route);
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(window.location.hash));
  useEffect(() => {
    const onChange = () => setRoute(parseRoute(window.location.hash));
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return route;
}
