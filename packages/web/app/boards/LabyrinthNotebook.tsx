/**
 * The Labyrinth notebook (table option `notebook`, rule B.6.3): a column per player, a row
 * per turn, each cell the move as said and the game master's answers — written from what
 * this seat heard (`lab-heard.ts`), as strong players keep it on paper.
 */
import type { AnyGame, GameEvent, Locale } from '@daedalus/core';
import type { LabyrinthEvent } from '@daedalus/labyrinth';
import { describeEvent, formatAction } from '../games.ts';
import type { Translate } from '../i18n/i18n.tsx';
import { type NotebookEntry, notebookOf } from './lab-heard.ts';

/** The move as said ("Go up, then shoot left"), a skip as "Skip" (with what the skip brought). */
function said(game: AnyGame, e: LabyrinthEvent, locale: Locale): string {
  if (e.type === 'labyrinth/move') return formatAction(game, e.move, locale);
  if (e.type === 'labyrinth/skip' && !e.healed) {
    const skip = formatAction(game, { type: 'skip' }, locale);
    return skip.charAt(0).toLocaleUpperCase(locale) + skip.slice(1);
  }
  return describeEvent(game, e, locale);
}

function Entry({ game, entry, locale }: { game: AnyGame; entry: NotebookEntry; locale: Locale }) {
  return (
    <>
      {entry.before.map((e, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a written entry never changes
        <span key={`b${i}`} className="lab-nb-note">
          {describeEvent(game, e, locale)}
        </span>
      ))}
      <strong className="lab-nb-said">{said(game, entry.said, locale)}</strong>
      {entry.answers.map((e, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a written entry never changes
        <span key={`a${i}`}>{describeEvent(game, e, locale)}</span>
      ))}
    </>
  );
}

export function LabyrinthNotebook({
  game,
  heard,
  order,
  names,
  me,
  locale,
  t,
}: {
  game: AnyGame;
  heard: readonly GameEvent[];
  order: readonly number[];
  names: readonly string[];
  me: number | null;
  locale: Locale;
  t: Translate;
}) {
  const book = notebookOf(heard, order.length);
  return (
    <details className="lab-notebook" open data-testid="lab-notebook">
      <summary>{t('lab.notebook')}</summary>
      {book.rows === 0 ? (
        <p className="muted">{t('lab.notebookEmpty')}</p>
      ) : (
        <div className="lab-nb-scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('lab.round')}</th>
                {order.map((s) => (
                  <th key={s} scope="col" className={s === me ? 'mine' : undefined}>
                    {t('play.seat', { n: s + 1 })}
                    {s === me ? (
                      ` (${t('play.you')})`
                    ) : names[s] && names[s] !== t('play.seat', { n: s + 1 }) ? (
                      <bdi translate="no">{` · ${names[s]}`}</bdi>
                    ) : null}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: book.rows }, (_, row) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are numbered turns
                <tr key={row}>
                  <th scope="row">{row + 1}</th>
                  {order.map((s) => {
                    const entry = book.columns[s]?.[row];
                    return (
                      <td key={s} data-seat={s}>
                        {entry && <Entry game={game} entry={entry} locale={locale} />}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
}
