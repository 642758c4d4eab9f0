import type { Locale } from '@daedalus/core';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { LOCALES, useI18n } from './i18n/i18n.tsx';
import { Home } from './pages/Home.tsx';
import { Rules } from './pages/Rules.tsx';
import { href, type Route, useRoute } from './route.ts';

// Pages that need the network client, the bots or the replayer load on first use.
const Lobby = lazy(() => import('./pages/Lobby.tsx').then((m) => ({ default: m.Lobby })));
const TablePage = lazy(() => import('./pages/TablePage.tsx').then((m) => ({ default: m.TablePage })));
const LocalPage = lazy(() => import('./pages/LocalPage.tsx').then((m) => ({ default: m.LocalPage })));
const ReplayPage = lazy(() => import('./pages/ReplayPage.tsx').then((m) => ({ default: m.ReplayPage })));

function Page({ route }: { route: Route }) {
  switch (route.page) {
    case 'home':
      return <Home />;
    case 'rules':
      return <Rules id={route.game} />;
    case 'lobby':
      return <Lobby key={route.game ?? ''} game={route.game} />;
    case 'table':
      return <TablePage key={route.id} id={route.id} {...(route.invite ? { invite: route.invite } : {})} />;
    case 'local':
      return <LocalPage key={route.game ?? ''} game={route.game} />;
    case 'replay':
      return <ReplayPage key={route.id} id={route.id} {...(route.invite ? { invite: route.invite } : {})} />;
  }
}

export function App() {
  const { t, locale, setLocale } = useI18n();
  const route = useRoute();
  const main = useRef<HTMLElement>(null);
  // After navigation, move focus to the page (keyboard and screen reader users start there).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every page change
  useEffect(() => {
    main.current?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [route.page]);
  const current = (page: Route['page']) => (route.page === page ? 'page' : undefined);
  return (
    <>
      <button type="button" className="skip" onClick={() => main.current?.focus()}>
        {t('nav.skip')}
      </button>
      <header className="top">
        <a className="brand" href={href({ page: 'home' })}>
          <svg viewBox="0 0 24 24" aria-hidden="true" width="28" height="28">
            <path d="M3 3h18v18H7V7h10v10h-6v-6h2" fill="none" stroke="currentColor" strokeWidth="2.2" />
          </svg>
          {t('app.title')}
        </a>
        <nav aria-label="main">
          <a href={href({ page: 'home' })} aria-current={current('home')}>
            {t('nav.games')}
          </a>
          <a href={href({ page: 'lobby' })} aria-current={current('lobby')}>
            {t('nav.lobby')}
          </a>
          <a href={href({ page: 'local' })} aria-current={current('local')}>
            {t('nav.local')}
          </a>
        </nav>
        <label className="lang">
          <span className="sr-only">{t('nav.language')}</span>
          <select value={locale} onChange={(e) => setLocale(e.target.value as Locale)} data-testid="language">
            {LOCALES.map((l) => (
              <option key={l.id} value={l.id} lang={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </label>
      </header>
      <main id="main" ref={main} tabIndex={-1}>
        <Suspense fallback={<p aria-busy="true">…</p>}>
          <Page route={route} />
        </Suspense>
      </main>
    </>
  );
}
