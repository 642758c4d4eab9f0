import type { Locale } from '@daedalus/core';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { editorFor } from './boards/editors.ts';
import { cardOf } from './cards.ts';
import { PageBoundary } from './components/PageBoundary.tsx';
import { LOCALES, type Translate, useI18n } from './i18n/i18n.tsx';
import { Home } from './pages/Home.tsx';
import { PLAY_STATUS, useKeepFocus } from './play/keep-focus.ts';
import { href, type Route, useRoute } from './route.ts';

// Pages that need the network client, the bots or the replayer load on first use; so does
// the rules page, with the rules document and the options' words in every language.
const Rules = lazy(() => import('./pages/Rules.tsx').then((m) => ({ default: m.Rules })));
const Lobby = lazy(() => import('./pages/Lobby.tsx').then((m) => ({ default: m.Lobby })));
const TablePage = lazy(() => import('./pages/TablePage.tsx').then((m) => ({ default: m.TablePage })));
const LocalPage = lazy(() => import('./pages/LocalPage.tsx').then((m) => ({ default: m.LocalPage })));
const ReplayPage = lazy(() => import('./pages/ReplayPage.tsx').then((m) => ({ default: m.ReplayPage })));

/** A game that took the place of what held the focus is read from its status line. */
const toPlay = (): readonly string[] => [PLAY_STATUS];

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
      return <LocalPage key={route.game ?? ''} game={route.game} resume={route.resume ?? false} />;
    case 'editor': {
      const Editor = editorFor(route.game);
      return Editor ? <Editor level={route.level} /> : <Home />;
    }
    case 'replay':
      return <ReplayPage key={route.id} id={route.id} {...(route.invite ? { invite: route.invite } : {})} />;
  }
}

/** The window title of a page: what it is, then the app (tabs, history, bookmarks). */
function titleOf(route: Route, t: Translate, locale: Locale): string {
  const game = (id?: string) => (id ? cardOf(id)?.name[locale] : undefined);
  let page: string | undefined;
  switch (route.page) {
    case 'rules':
      page = t('rules.heading', { game: game(route.game) ?? route.game });
      break;
    case 'lobby':
      page = [t('lobby.heading'), game(route.game)].filter(Boolean).join(': ');
      break;
    case 'local':
      page = [t('local.heading'), game(route.game)].filter(Boolean).join(': ');
      break;
    case 'table':
      page = `#${route.id}`;
      break;
    case 'replay':
      page = t('replay.heading');
      break;
    case 'editor':
      page = [t('editor.heading'), game(route.game)].filter(Boolean).join(': ');
      break;
  }
  return page ? `${page} · ${t('app.title')}` : t('app.title');
}

export function App() {
  const { t, locale, setLocale, unloaded } = useI18n();
  const route = useRoute();
  const main = useRef<HTMLElement>(null);
  // Focus dropped with what held it (a form replaced by the game it started) stays in the page.
  useKeepFocus(main, toPlay);
  // After navigation, move focus to the page (keyboard and screen reader users start there).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every page change
  useEffect(() => {
    main.current?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [route.page]);
  useEffect(() => {
    document.title = titleOf(route, t, locale);
  }, [route, t, locale]);
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
        <nav aria-label={t('nav.main')}>
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
        {unloaded && (
          <p className="lang-unloaded" role="alert" data-testid="language-unloaded">
            {t('nav.languageUnloaded', {
              language: LOCALES.find((l) => l.id === unloaded)?.name ?? unloaded,
            })}
          </p>
        )}
      </header>
      <main id="main" ref={main} tabIndex={-1}>
        {/* A page that cannot load (its file gone with a new deploy) or draw says so here. */}
        <PageBoundary page={JSON.stringify(route)}>
          <Suspense fallback={<p aria-busy="true">…</p>}>
            <Page route={route} />
          </Suspense>
        </PageBoundary>
      </main>
    </>
  );
}
