/**
 * Beside the Labyrinth board: the game master's latest answer to this player (kept in view,
 * next to the buttons that ask for the next one), and the moves as a pad of arrow buttons —
 * up, right, down, left, by the flow, by the loop. The arrow keys play the four moves when it
 * is the player's move and the focus is not in a text field.
 */
import type { AnyGame, Direction, GameEvent, Locale, Seat } from '@daedalus/core';
import type { LabyrinthAction, Movement } from '@daedalus/labyrinth';
import { useEffect, useRef } from 'react';
import { describeEvent, formatAction } from '../games.ts';
import type { Translate } from '../i18n/i18n.tsx';
import { latestAnswer } from './lab-heard.ts';
import { KEY_DIR } from './targets.tsx';

/** A move without anything before or after it, told in full: what the pad and the arrow keys play. */
export const plainMove = (a: LabyrinthAction): a is Extract<LabyrinthAction, { type: 'move' }> =>
  a.type === 'move' &&
  !a.before &&
  !a.after &&
  !a.report &&
  a.pickup === undefined &&
  a.treasure === undefined;

const ARROW: Record<Movement, string> = { up: '↑', right: '→', down: '↓', left: '←', flow: '≈', loop: '◎' };
/** Where each movement sits in the pad's 3×3 grid (column, row). */
const SPOT: Record<Movement, [number, number]> = {
  up: [2, 1],
  left: [1, 2],
  right: [3, 2],
  down: [2, 3],
  flow: [1, 3],
  loop: [3, 3],
};
const MOVEMENTS: readonly Movement[] = ['up', 'left', 'right', 'down', 'flow', 'loop'];

/** Whether the focus is where keys are typed (arrow keys belong to it there). */
function typing(el: Element | null): boolean {
  if (!(el instanceof HTMLElement)) return false;
  return (
    el.isContentEditable ||
    el.tagName === 'INPUT' ||
    el.tagName === 'TEXTAREA' ||
    el.tagName === 'SELECT' ||
    el.closest('.lab-board.sketching') !== null
  );
}

export function LabyrinthPad({
  game,
  locale,
  seat,
  legal,
  heard,
  onAction,
  t,
}: {
  game: AnyGame;
  locale: Locale;
  seat: Seat;
  legal: readonly LabyrinthAction[];
  heard: readonly GameEvent[];
  onAction: ((a: LabyrinthAction) => void) | undefined;
  t: Translate;
}) {
  const moves = new Map<Movement, LabyrinthAction>();
  if (onAction) for (const a of legal) if (plainMove(a)) moves.set(a.movement, a);
  const play = useRef<(d: Direction) => boolean>(() => false);
  play.current = (d) => {
    const a = moves.get(d);
    if (!a || !onAction) return false;
    onAction(a);
    return true;
  };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const d = KEY_DIR[e.key];
      if (!d || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || e.repeat) return;
      if (typing(document.activeElement)) return;
      if (play.current(d)) e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const answer = latestAnswer(heard, seat);
  return (
    <div>
      <section
        className="lab-answer"
        aria-live="polite"
        data-testid="lab-answer"
        aria-label={t('lab.answer')}
      >
        <h3>{t('lab.answer')}</h3>
        {answer.length === 0 ? (
          <p className="muted">{t('lab.noAnswer')}</p>
        ) : (
          answer.map((e, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the answer's lines never move
            <p key={i} className={i === 0 && answer.length > 1 ? 'said' : undefined}>
              {e.type === 'labyrinth/move'
                ? `${t('play.you')}: ${formatAction(game, e.move, locale)}`
                : describeEvent(game, e, locale)}
            </p>
          ))
        )}
      </section>
      <section className="lab-pad-box" aria-label={t('lab.pad')}>
        <div className="lab-pad" data-testid="lab-pad">
          {MOVEMENTS.map((m) => {
            const a = moves.get(m);
            const label = formatAction(game, { type: 'move', movement: m }, locale);
            const [col, row] = SPOT[m];
            return (
              <button
                type="button"
                key={m}
                disabled={!a}
                className={a ? undefined : 'blocked'}
                style={{ gridColumn: col, gridRow: row }}
                onClick={() => a && onAction?.(a)}
                aria-label={label}
                title={label}
                data-action="move"
                data-movement={m}
              >
                {ARROW[m]}
              </button>
            );
          })}
        </div>
        <p className="muted small lab-keys">{t('lab.keys')}</p>
      </section>
    </div>
  );
}
