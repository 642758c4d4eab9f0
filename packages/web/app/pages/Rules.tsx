import { useEffect, useState } from 'react';
import { GameArt } from '../art/GameArt.tsx';
import { Markdown } from '../components/Markdown.tsx';
import { humanize, optionFields } from '../components/schema.ts';
import { gameById } from '../games.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { href } from '../route.ts';

/** The rules documents of the games, loaded on demand (one chunk each). */
const documents = import.meta.glob<string>('../../../../docs/games/*.md', {
  query: '?raw',
  import: 'default',
});

function loaderFor(id: string): (() => Promise<string>) | undefined {
  const entry = Object.entries(documents).find(([path]) => path.endsWith(`/${id}.md`));
  return entry?.[1];
}

export function Rules({ id }: { id: string }) {
  const { t } = useI18n();
  const game = gameById(id);
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
  if (!game) return <p>{t('rules.missing')}</p>;
  const fields = optionFields(game);
  return (
    <article className="rules" aria-labelledby="rules-heading">
      <header className="rules-header">
        <GameArt id={id} />
        <div>
          <h1 id="rules-heading">{t('rules.heading', { game: game.meta.name })}</h1>
          <p>{game.meta.summary}</p>
        </div>
      </header>
      {text === undefined ? null : text === null ? (
        <p className="muted">{t('rules.missing')}</p>
      ) : (
        <Markdown source={text} />
      )}
      {fields.length > 0 && (
        <section>
          <h2>{t('lobby.options')}</h2>
          <dl className="option-docs">
            {fields.map((f) => (
              <div key={f.key}>
                <dt>
                  <code>{f.key}</code> — {humanize(f.key)}
                  {f.default !== undefined && <span className="muted"> (= {JSON.stringify(f.default)})</span>}
                </dt>
                <dd>{f.description}</dd>
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
