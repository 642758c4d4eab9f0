import { GameArt } from '../art/GameArt.tsx';
import { editorOf } from '../boards/editors.ts';
import { listedCards } from '../cards.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { href } from '../route.ts';

export function Home() {
  const { t, locale } = useI18n();
  return (
    <section aria-labelledby="home-heading">
      <p className="tagline">{t('app.tagline')}</p>
      <h1 id="home-heading">{t('home.heading')}</h1>
      <ul className="game-list">
        {listedCards().map((g) => (
          <li key={g.id} className="game-card" data-game={g.id}>
            <GameArt id={g.id} />
            <div className="game-card-body">
              <h2>
                {g.name[locale]}
                {g.kind === 'fixture' && <span className="badge">{t('home.fixture')}</span>}
              </h2>
              <p>{g.summary[locale]}</p>
              <p className="muted">{t('home.players', { min: g.minPlayers, max: g.maxPlayers })}</p>
            </div>
            <nav className="card-actions" aria-label={g.name[locale]}>
              <a className="button primary" href={href({ page: 'lobby', game: g.id })}>
                {t('home.online')}
              </a>
              <a className="button" href={href({ page: 'local', game: g.id })}>
                {t('home.local')}
              </a>
              <a className="button subtle" href={href({ page: 'rules', game: g.id })}>
                {t('home.rules')}
              </a>
              {editorOf(g.id) && (
                <a className="button subtle" href={href(editorOf(g.id)!)} data-testid={`editor-${g.id}`}>
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
