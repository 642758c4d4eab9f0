import { gameName, gameSummary } from '@daedalus/games';
import { GameArt } from '../art/GameArt.tsx';
import { editorOf } from '../boards/editors.ts';
import { allGames } from '../games.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { href } from '../route.ts';

export function Home() {
  const { t, locale } = useI18n();
  return (
    <section aria-labelledby="home-heading">
      <p className="tagline">{t('app.tagline')}</p>
      <h1 id="home-heading">{t('home.heading')}</h1>
      <ul className="game-list">
        {allGames().map((g) => (
          <li key={g.meta.id} className="game-card" data-game={g.meta.id}>
            <GameArt id={g.meta.id} />
            <div className="game-card-body">
              <h2>
                {gameName(g, locale)}
                {g.meta.kind === 'fixture' && <span className="badge">{t('home.fixture')}</span>}
              </h2>
              <p>{gameSummary(g, locale)}</p>
              <p className="muted">{t('home.players', { min: g.meta.minPlayers, max: g.meta.maxPlayers })}</p>
            </div>
            <nav className="card-actions" aria-label={gameName(g, locale)}>
              <a className="button primary" href={href({ page: 'lobby', game: g.meta.id })}>
                {t('home.online')}
              </a>
              <a className="button" href={href({ page: 'local', game: g.meta.id })}>
                {t('home.local')}
              </a>
              <a className="button subtle" href={href({ page: 'rules', game: g.meta.id })}>
                {t('home.rules')}
              </a>
              {editorOf(g.meta.id) && (
                <a
                  className="button subtle"
                  href={href(editorOf(g.meta.id)!)}
                  data-testid={`editor-${g.meta.id}`}
                >
                  {t('home.editor')}
                </a>
              )}
            </nav>
          </li>
        ))}
      </ul>
    </section>
  );
}
