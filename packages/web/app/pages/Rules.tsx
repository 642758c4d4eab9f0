import type { Locale, OptionField } from '@daedalus/core';
import { useEffect, useState } from 'react';
import { GameArt } from '../art/GameArt.tsx';
import { Markdown } from '../components/Markdown.tsx';
import { sections as sectionsOf, slug, splitForDevelopers } from '../components/markdown-doc.ts';
import { type Translate, useI18n } from '../i18n/i18n.tsx';
import { choiceLabel, optionDescription, optionLabel } from '../i18n/options.ts';
import { href } from '../route.ts';
import { type GameSetup, setupOf } from '../setups.ts';

/** The rules documents of the games, loaded on demand (one chunk each). */
const documents = import.meta.glob<string>('../../../../docs/games/*.md', {
  query: '?raw',
  import: 'default',
});

function loaderFor(id: string): (() => Promise<string>) | undefined {
  const entry = Object.entries(documents).find(([path]) => path.endsWith(`/${id}.md`));
  return entry?.[1];
}

/** An option's default in words: a value, or "automatic" where the game decides (null). */
function defaultText(game: GameSetup, f: OptionField, t: Translate, locale: Locale): string {
  // (A JSON option's default, such as `{}` for no limits, is not shown to players as JSON.)
  if (f.default === null || f.kind === 'json') return t('rules.auto');
  if (typeof f.default === 'boolean') return t(f.default ? 'common.yes' : 'common.no');
  if (f.kind === 'choice' && typeof f.default === 'string')
    return choiceLabel(game, f.key, f.default, locale);
  if (f.kind === 'multi' && Array.isArray(f.default))
    return f.default.map((c) => choiceLabel(game, f.key, String(c), locale)).join(', ') || '—';
  return JSON.stringify(f.default);
}

export function Rules({ id }: { id: string }) {
  const { t, locale } = useI18n();
  const game = setupOf(id);
  const [text, setText] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const load = loaderFor(id);
    if (!load) {
      setText(null);
      return;
    }
    let live = true;
    load().then(
      (s) => live && setText(s),
      () => live && setText(null),
    );
    return () => {
      live = false;
    };
  }, [id]);
  // An id that is no game at all: say so (not that its rules are unwritten), and the way back.
  if (!game)
    return (
      <article>
        <p className="problem">{t('rules.noSuchGame', { id })}</p>
        <p>
          <a href={href({ page: 'home' })}>{t('rules.back')}</a>
        </p>
      </article>
    );
  const words = game.words[locale];
  const fields = game.fields;
  // What a player needs comes first; the developers' part (code, formats, tests) is folded away.
  const parts = text ? splitForDevelopers(text) : null;
  // The player part's sections, for a table of contents (the document's own title excepted).
  const sections = parts ? sectionsOf(parts.player) : [];
  return (
    <article className="rules" aria-labelledby="rules-heading">
      <header className="rules-header">
        <GameArt id={id} />
        <div>
          <h1 id="rules-heading">{t('rules.heading', { game: words.name })}</h1>
          <p>{words.summary}</p>
        </div>
      </header>
      <section className="how-to-play" aria-labelledby="how-heading" data-testid="how-to-play">
        <h2 id="how-heading">{t('rules.howToPlay')}</h2>
        <p>{words.howToPlay}</p>
      </section>
      {locale !== 'en' && text && (
        <p className="notice" data-testid="rules-language">
          {t('rules.englishOnly')}
        </p>
      )}
      {sections.length >= 3 && (
        <nav className="contents" aria-labelledby="contents-heading" data-testid="rules-contents">
          <h2 id="contents-heading">{t('rules.contents')}</h2>
          <ol lang="en">
            {sections.map((s) => (
              <li key={s}>
                <a
                  href={`#md-${slug(s)}`}
                  onClick={(e) => {
                    // The page's own hash is the route: scroll instead of navigating.
                    e.preventDefault();
                    const target = document.getElementById(`md-${slug(s)}`);
                    target?.scrollIntoView({ behavior: 'smooth' });
                    target?.focus({ preventScroll: true });
                  }}
                >
                  {s}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {text === undefined ? null : !parts ? (
        <p className="muted">{t('rules.missing')}</p>
      ) : (
        <>
          {/* The documents are English: say so, for screen readers and hyphenation. */}
          <div lang="en">
            <Markdown source={parts.player} />
          </div>
          {parts.developers !== null && (
            <details className="developers" data-testid="rules-developers">
              <summary>{t('rules.developers')}</summary>
              <div lang="en">
                <Markdown source={parts.developers} />
              </div>
            </details>
          )}
        </>
      )}
      {fields.length > 0 && (
        <section>
          <h2>{t('lobby.options')}</h2>
          <dl className="option-docs">
            {fields.map((f) => (
              <div key={f.key}>
                <dt>
                  {optionLabel(game, f.key, locale)}
                  {f.default !== undefined && (
                    <span className="muted">
                      {' '}
                      ({t('rules.default', { value: defaultText(game, f, t, locale) })})
                    </span>
                  )}
                </dt>
                <dd>{optionDescription(game, f, locale)}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <p>
        <a href={href({ page: 'home' })}>{t('rules.back')}</a>
      </p>
    </article>
  );
}
