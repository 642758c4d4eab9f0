import { cellName, type HeroView, type SlugsView, slugLine, transitLine, wordsFor } from '@daedalus/slugs';
import { type Translate, useI18n } from '../i18n/i18n.tsx';
import { slugColor } from './slugs-pieces.tsx';
export function StressBar({ hero, t }: { hero: HeroView; t: Translate }) {
  return (
    <span
      className="sb-stress"
      role="img"
      aria-label={`${t('slugs.stress')}: ${hero.stress}/5`}
      data-testid="slugs-stress"
      data-stress={hero.stress}
    >
      <span className="sb-stress-label">{t('slugs.stress')}</span>
      {[1, 2, 3, 4, 5].map((n) => (
        <span
          key={n}
          className={n <= hero.stress ? `sb-pip on s${hero.stress}` : 'sb-pip'}
          aria-hidden="true"
        />
      ))}
      <span className="sb-stress-n">{hero.stress}/5</span>
    </span>
  );
}

/** Every slug in words: where it is, asleep until when, deciding, or following with its steps left. */
export function SlugList({ view, t }: { view: SlugsView; t: Translate }) {
  const { locale } = useI18n();
  const words = wordsFor(locale).board;
  const alive = view.slugs.filter((g) => g.status !== 'dead').length;
  return (
    <details className="sb-list" data-testid="slugs-list">
      <summary>{t('slugs.slugs', { n: alive, total: view.slugs.length })}</summary>
      <ul>
        {view.slugs.map((g) => (
          <li key={g.id} data-slug={g.id} data-status={g.status}>
            <span className="swatch" style={{ background: slugColor(g.hunts) }} aria-hidden="true" />
            {slugLine(words, g, view.mode)}
          </li>
        ))}
        {view.transit.map((tr) => (
          <li key={`t${tr.turn}${tr.at.map(cellName).join()}`}>{transitLine(words, tr)}</li>
        ))}
      </ul>
    </details>
  );
}
