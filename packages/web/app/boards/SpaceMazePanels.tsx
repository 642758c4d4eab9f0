/**
 * The Space Maze table around the maze, in HTML: the dice tray of the round (the dice left,
 * and who took each one and for what), each player's control panel (relic tokens, cards in
 * hand, the UFO's passengers, the dice and cards on the panel) and the viewer's hand. Dice
 * that may be drafted and cards that may be picked or discarded are buttons; the board passes
 * in what is legal and what to do on a click.
 */
import {
  ALIENS,
  type CardKind,
  type CardView,
  type DieView,
  type langOf,
  type SmView,
} from '@daedalus/space-maze';
import type { Translate } from '../i18n/i18n.tsx';
import { seatColor } from '../play/types.ts';
import { ALIEN_COLOUR } from './SpaceMazePieces.tsx';
import { dieCode } from './space-maze-aims.ts';

/** The game's words in the interface language. */
export type Lang = ReturnType<typeof langOf>;

/**
 * The viewer's own seat in its panel: "Player 1 (You)", or with the player's name already in
 * brackets one pair of them, "Player 1 (Tess, You)" — not "Player 1 (Tess) (You)".
 */
export const withYou = (seatWords: string, you: string): string =>
  seatWords.endsWith(')') ? `${seatWords.slice(0, -1)}, ${you})` : `${seatWords} (${you})`;

const PIPS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  1: [[0, 0]],
  2: [
    [-1, -1],
    [1, 1],
  ],
  3: [
    [-1, -1],
    [0, 0],
    [1, 1],
  ],
  4: [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ],
  5: [
    [-1, -1],
    [1, -1],
    [0, 0],
    [-1, 1],
    [1, 1],
  ],
  6: [
    [-1, -1],
    [1, -1],
    [-1, 0],
    [1, 0],
    [-1, 1],
    [1, 1],
  ],
};

/** A die's face: a power die's pips on its colour, a move die's footprints per alien colour. */
export function DieFace({ die, size = 40 }: { die: DieView; size?: number }) {
  if (die.kind === 'power')
    return (
      <svg className="smz-die power" width={size} height={size} viewBox="-20 -20 40 40" aria-hidden="true">
        <rect x={-18} y={-18} width={36} height={36} rx={7} fill={ALIEN_COLOUR[die.colour]} />
        {(PIPS[die.pips] ?? []).map(([x, y]) => (
          <circle key={`${x},${y}`} cx={x * 9} cy={y * 9} r={3.4} className="smz-pip" />
        ))}
      </svg>
    );
  const rows = ALIENS.filter((a) => (die.points?.[a] ?? 0) > 0);
  return (
    <svg className="smz-die move" width={size} height={size} viewBox="-20 -20 40 40" aria-hidden="true">
      <rect x={-18} y={-18} width={36} height={36} rx={7} className="smz-move-face" />
      {rows.map((a, r) =>
        Array.from({ length: die.points?.[a] ?? 0 }, (_, i) => (
          <ellipse
            // biome-ignore lint/suspicious/noArrayIndexKey: footprints are known by their place
            key={`${a}${i}`}
            cx={(i - ((die.points?.[a] ?? 1) - 1) / 2) * 9}
            cy={(r - (rows.length - 1) / 2) * 11}
            rx={3.4}
            ry={4.4}
            fill={ALIEN_COLOUR[a]}
          />
        )),
      )}
    </svg>
  );
}

const USE_KEY = {
  move: 'space.use.move',
  card: 'space.use.card',
  idle: 'space.use.idle',
  'in-hand': 'space.use.inHand',
} as const;

/** The dice of the round: those left to draft (buttons when the viewer may take them), then those taken. */
export function DiceTray({
  view,
  lang,
  t,
  takeable,
  onTake,
}: {
  view: SmView;
  lang: Lang;
  t: Translate;
  takeable: ReadonlySet<string>;
  onTake?: (code: string) => void;
}) {
  const cardOf = (die: number, seat: number) =>
    view.panels[seat]?.cards.find((c) => c.die === die)?.card.kind as CardKind | undefined;
  return (
    <section className="smz-tray" data-testid="smz-dice" aria-label={t('space.dice')}>
      <h3>{t('space.dice')}</h3>
      <ul>
        {view.dice.map((d) => {
          const code = dieCode(d);
          const free = d.seat === null;
          const mayTake = free && onTake && takeable.has(code);
          const card = d.seat === null ? undefined : cardOf(d.id, d.seat);
          const caption =
            d.seat === null
              ? t(d.kind === 'move' ? 'space.moveDie' : 'space.powerDie')
              : card
                ? lang.card[card]
                : t(USE_KEY[d.use ?? 'in-hand']);
          // The die and its caption are one thing to a screen reader: "Die: Diagonal Twist,
          // Player 3 (green 4)", not a picture and then loose words ("3 Diagonal Twist").
          const die = lang.board.die({ ...d, seat: null });
          const label =
            d.seat === null
              ? // A move die's own name says "move" already.
                d.kind === 'move'
                ? t('space.dieOnly', { die })
                : t('space.dieNamed', { caption, die })
              : t('space.dieNamed', { caption: `${caption}, ${t('play.seat', { n: d.seat + 1 })}`, die });
          return (
            <li
              key={d.id}
              className={free ? 'free' : 'taken'}
              data-die={code}
              data-kind={d.kind}
              data-seat={d.seat ?? ''}
              data-use={d.use ?? ''}
            >
              {mayTake ? (
                <button
                  type="button"
                  className="smz-die-button"
                  data-action="take"
                  data-die={code}
                  aria-label={label}
                  title={label}
                  onClick={() => onTake?.(code)}
                >
                  <DieFace die={d} />
                </button>
              ) : (
                <span className="smz-die-still" role="img" aria-label={label} title={label}>
                  <DieFace die={d} />
                </span>
              )}
              <span className="smz-die-note" aria-hidden="true">
                {d.seat === null ? (
                  <span className={d.kind === 'move' ? 'smz-kind move' : 'smz-kind'}>{caption}</span>
                ) : (
                  <>
                    <span className="smz-seat-dot" style={{ background: seatColor(d.seat) }}>
                      {d.seat + 1}
                    </span>{' '}
                    {caption}
                  </>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * Every player's control panel: tokens, cards in hand, UFO passengers, dice and cards placed;
 * in a replay with the hidden information revealed, the cards in each hand too.
 */
export function ControlPanels({
  view,
  lang,
  t,
  hands,
}: {
  view: SmView;
  lang: Lang;
  t: Translate;
  hands?: readonly (readonly string[])[];
}) {
  const dieById = new Map(view.dice.map((d) => [d.id, d]));
  return (
    <section className="smz-panels" data-testid="smz-panels" aria-label={t('space.panels')}>
      {view.panels.map((p) => {
        const seat = p.seat;
        const ufo = view.ufos[seat];
        const held = view.dice.filter((d) => d.seat === seat && d.use === 'in-hand');
        const move = p.move === null ? undefined : dieById.get(p.move);
        return (
          <article
            key={seat}
            className={`smz-panel${view.current === seat ? ' current' : ''}${view.you === seat ? ' mine' : ''}`}
            data-seat={seat}
            style={{ borderColor: seatColor(seat) }}
          >
            <h3>
              <span className="swatch" style={{ background: seatColor(seat) }} aria-hidden="true" />
              {view.you === seat ? withYou(lang.player(seat), t('play.you')) : lang.player(seat)}
            </h3>
            <p className="smz-facts">
              <span
                className="smz-tokens"
                data-tokens={view.tokens[seat] ?? 0}
                title={t('space.tokens', { n: view.tokens[seat] ?? 0, win: view.tokensToWin })}
              >
                {Array.from({ length: view.tokensToWin }, (_, i) => (
                  <span
                    // biome-ignore lint/suspicious/noArrayIndexKey: token slots are known by their place
                    key={i}
                    className={i < (view.tokens[seat] ?? 0) ? 'smz-token on' : 'smz-token'}
                    aria-hidden="true"
                  />
                ))}
                <span className="smz-fact-text">
                  {t('space.tokens', { n: view.tokens[seat] ?? 0, win: view.tokensToWin })}
                </span>
              </span>
              <span className="smz-handsize" data-cards={view.handSizes[seat] ?? 0}>
                {t('space.inHand', { n: view.handSizes[seat] ?? 0 })}
              </span>
              {ufo && ufo.aboard.length > 0 && (
                <span className="smz-aboard">
                  {t('space.aboard')}{' '}
                  {ufo.aboard.map((c) => (
                    <span
                      key={c}
                      className="smz-dot"
                      style={{ background: ALIEN_COLOUR[c] }}
                      title={lang.alien[c]}
                    />
                  ))}
                </span>
              )}
            </p>
            {hands?.[seat] && hands[seat].length > 0 && (
              <p className="smz-revealed small" data-testid="smz-revealed">
                {hands[seat].map((c) => lang.card[c.slice(0, c.lastIndexOf('-')) as CardKind]).join(' · ')}
              </p>
            )}
            <ul className="smz-placed">
              {move && (
                <li title={lang.board.die(move)}>
                  <DieFace die={move} size={28} /> {t('space.use.move')}
                </li>
              )}
              {p.cards.map((c) => {
                const d = dieById.get(c.die);
                return (
                  <li key={c.card.id}>
                    {d && <DieFace die={d} size={28} />} {lang.card[c.card.kind]}
                  </li>
                );
              })}
              {p.idle.map((id) => {
                const d = dieById.get(id);
                return d ? (
                  <li key={id}>
                    <DieFace die={d} size={28} /> {t('space.use.idle')}
                  </li>
                ) : null;
              })}
              {held.map((d) => (
                <li key={d.id} className="smz-held">
                  <DieFace die={d} size={28} /> {t('space.use.inHand')}
                </li>
              ))}
            </ul>
          </article>
        );
      })}
    </section>
  );
}

/**
 * The viewer's cards. While a power die waits, the cards it can power are buttons (picking
 * one lights its targets); in the discard phase every card may be clicked to discard it.
 */
export function Hand({
  active,
  view,
  lang,
  t,
  playable,
  picked,
  onPick,
  discardable,
  onDiscard,
}: {
  /** The viewer picks or discards a card now (cards it cannot use then are greyed). */
  active: boolean;
  view: SmView;
  lang: Lang;
  t: Translate;
  playable: ReadonlySet<CardKind>;
  /** The id of the card picked. */
  picked: string | null;
  onPick?: (kind: CardKind, id: string) => void;
  discardable: ReadonlySet<CardKind>;
  onDiscard?: (kind: CardKind) => void;
}) {
  if (view.you === null) return null;
  return (
    <section
      className={active ? 'smz-hand active' : 'smz-hand'}
      data-testid="smz-hand"
      aria-label={t('space.hand')}
    >
      <h3>
        {t('space.hand')}{' '}
        <span className="muted small">
          {t('space.piles', { deck: view.deckSize, pile: view.discardPile.length })}
        </span>
      </h3>
      {view.hand.length === 0 ? (
        <p className="muted small">{t('space.handEmpty')}</p>
      ) : (
        <ul>
          {view.hand.map((c: CardView) => {
            const canPlay = onPick && playable.has(c.kind);
            const canDrop = onDiscard && discardable.has(c.kind);
            const name = lang.card[c.kind];
            return (
              <li key={c.id}>
                <button
                  type="button"
                  className={`smz-card${picked === c.id ? ' picked' : ''}`}
                  data-card={c.id}
                  data-kind={c.kind}
                  {...(canDrop ? { 'data-action': 'discard' } : {})}
                  disabled={!canPlay && !canDrop}
                  aria-pressed={canPlay ? picked === c.id : undefined}
                  onClick={() => (canDrop ? onDiscard?.(c.kind) : onPick?.(c.kind, c.id))}
                >
                  <span className="smz-card-name">{name}</span>
                  <span className="smz-cost" title={t('space.cost', { n: c.cost })}>
                    {t('space.cost', { n: c.cost })}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
