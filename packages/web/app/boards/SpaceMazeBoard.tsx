/**
 * The Space Maze board: the maze of tiles with their coloured doorways (the relic tile silver,
 * datapads, the colours each passage lets through), the UFOs docked outside, the aliens by
 * colour ringed in their player's colour (up to four on a tile, one on its datapad), the relic
 * lying or on its wearer's head; above it the round, the turn and the phase; below it the dice
 * tray, the viewer's hand and the control panels. It knows no rules: what it offers are the
 * legal actions it was handed (`space-maze-aims.ts`).
 *
 * - Drafting: the dice left are buttons in the tray.
 * - A power die: pick a card of the hand it can power; the tiles it reaches light up (an
 *   Exchange also outlines the alien's own tile; a Diagonal Switch lights the diagonal tiles,
 *   then, once one is clicked, the adjacent tiles it would swap with). A card without a tile
 *   (Superglue, Morph, Move Base, Run) shows its choices as buttons. Leaving the die unused,
 *   giving the relic and ending the movement are buttons just above the maze (on a phone the
 *   frame's list would be far below it).
 * - Moving: pick an alien (a button per alien with footprints, or click it); its footprints
 *   light up: the neighbouring tiles it may step to, its datapad, the relic, its UFO. Click
 *   along the path, one step at a time; arrow keys step too.
 * - Discarding: click a card of the hand.
 * - The latest step is animated from its events (`space-maze-motion.ts`): a turned tile swings
 *   into place, swapped tiles glide (with their aliens), aliens walk; nothing moves when the
 *   reader asked for reduced motion.
 */
import type { Point } from '@daedalus/core';
import {
  ALIENS,
  type Alien,
  type CardKind,
  langOf,
  type SmAction,
  type SmState,
  type SmView,
} from '@daedalus/space-maze';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { formatAction } from '../games.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { useCoarsePointer } from '../play/pointer.ts';
import { nameSeats, seatWithName } from '../play/seat-names.ts';
import { type BoardModule, type BoardProps, seatColor } from '../play/types.ts';
import { onPress } from './press.ts';
import { ControlPanels, DiceTray, Hand, type Lang } from './SpaceMazePanels.tsx';
import {
  AlienMark,
  centre,
  MARGIN,
  PAD_SPOT,
  PassageMarks,
  RELIC_SPOT,
  Relic,
  SLOTS,
  T,
  Tile,
  Ufo,
  ufoCentre,
} from './SpaceMazePieces.tsx';
import {
  cardActions,
  cardAim,
  discards,
  footprintsLeft,
  type Hit,
  hits,
  moveAim,
  movers,
  onBoard,
  type Place,
  plain,
  pointKey,
  stepToward,
  takes,
} from './space-maze-aims.ts';
import { spaceHint } from './space-maze-hint.ts';
import { alienKey, along, stepMotion } from './space-maze-motion.ts';
import { SPACE_MAZE_CSS } from './space-maze-style.ts';
import { useStepMotion } from './step-progress.ts';
import { ActionMenu, KEY_DIR } from './targets.tsx';

interface XY {
  readonly x: number;
  readonly y: number;
}

/** A pick that holds only while the state it was made in is shown. */
interface Pick {
  readonly state: string;
  readonly card?: CardKind;
  /** The card of that kind clicked (a hand may hold two alike). */
  readonly cardId?: string;
  /** A Diagonal Switch's diagonal tile. */
  readonly first?: Point;
  /** The place whose menu is open. */
  readonly menu?: string;
}

/** Where each alien stands on the board in user units (aliens aboard a UFO are not placed). */
function alienSpots(view: SmView): Map<string, XY> {
  const spots = new Map<string, XY>();
  const byTile = new Map<string, SmView['aliens']>();
  for (const a of view.aliens) {
    if (!a.at) continue;
    const k = pointKey(a.at);
    byTile.set(k, [...(byTile.get(k) ?? []), a]);
  }
  for (const list of byTile.values()) {
    // The one on the datapad stands on it (slot 0); the others fill the other corners first.
    const padded = list.find((a) => a.onPad);
    const free = [1, 2, 3, 0];
    let i = 0;
    for (const a of list) {
      const slot = a === padded ? 0 : free[i++ % 4]!;
      const c = centre(a.at!);
      const off = SLOTS[slot]!;
      spots.set(alienKey(a.seat, a.colour), { x: c.x + off.x, y: c.y + off.y });
    }
  }
  return spots;
}

/** A tile's square centred at `c`, `inset` units inside its edges (SVG rect attributes). */
function inside(c: XY, inset: number) {
  return { x: c.x - T / 2 + inset, y: c.y - T / 2 + inset, width: T - 2 * inset, height: T - 2 * inset };
}

/** A board point in user units: a tile's centre, or a UFO's saucer outside the board. */
function screenOf(p: Point, size: number): XY {
  return p.x < 0 || p.y < 0 || p.x >= size || p.y >= size ? ufoCentre(p, size) : centre(p);
}

function Board({
  game,
  view,
  legal,
  onAction,
  t,
  last,
  reveal,
  names,
}: BoardProps<SmView, SmAction, SmState>) {
  const { locale } = useI18n();
  // "Tap" on a touch screen, "Click" with a mouse, as the frame's own hint says.
  const touch = useCoarsePointer();
  // The game's words, with each player's name after the seat's number ("Player 2 (Ariadne)").
  const base = langOf(locale);
  const lang = { ...base, player: (seat: number) => seatWithName(base.player(seat), seat, names) };
  const [pick, setPick] = useState<Pick | null>(null);
  const [chosenAlien, setAlien] = useState<Alien | null>(null);
  const state = JSON.stringify([view.round, view.pick, view.stage]);
  const picked: Pick = pick?.state === state ? pick : { state };
  const choose = (next: Omit<Pick, 'state'>) => setPick({ state, ...next });

  const playing = onAction !== undefined && legal.length > 0 ? onAction : undefined;
  const play = (a: SmAction) => {
    setPick(null);
    playing?.(a);
  };
  const size = view.size;
  const me = view.you;
  const stage = view.stage.kind;

  // What may be done now, by where it aims.
  const dice = playing ? takes(legal) : new Map<string, SmAction>();
  const cards = playing ? cardActions(legal) : new Map();
  const drops = playing ? discards(legal) : new Map<CardKind, SmAction>();
  const walkers = playing ? movers(legal) : [];
  const buttons = playing ? plain(legal) : [];
  const alien: Alien | null =
    walkers.length === 0 ? null : chosenAlien && walkers.includes(chosenAlien) ? chosenAlien : walkers[0]!;
  const pickedCard = picked.card && cards.has(picked.card) ? picked.card : null;
  const powerDie = view.stage.kind === 'power' ? view.dice[view.stage.die] : undefined;
  const actor =
    me !== null && powerDie?.kind === 'power'
      ? view.aliens.find((a) => a.seat === me && a.colour === powerDie.colour)
      : undefined;
  const aim = pickedCard
    ? cardAim(cards.get(pickedCard) ?? [], picked.first ?? null, actor?.at ?? null)
    : null;
  const places: Map<string, Place> = aim ? aim.places : alien ? moveAim(legal, view, alien) : new Map();

  const areas = hits(places);
  // A card picked (or a Switch's first tile): its lit tiles take the focus, so the keyboard
  // (and the eye, on a phone where the hand is below the maze) goes straight to them.
  const svg = useRef<SVGSVGElement>(null);
  const focusKey = pickedCard ? `${picked.cardId}/${picked.first ? pointKey(picked.first) : ''}` : '';
  useEffect(() => {
    if (focusKey) svg.current?.querySelector<SVGElement>('.smz-target')?.focus();
  }, [focusKey]);
  const clickPlace = (place: Hit) => {
    if (aim?.choosing) {
      choose({ card: pickedCard ?? undefined, cardId: picked.cardId, first: place.at });
      return;
    }
    if (place.actions.length === 1) play(place.actions[0]!);
    else choose({ ...picked, menu: place.key });
  };
  const menu = picked.menu ? areas.get(picked.menu) : undefined;

  // What the latest step moved.
  const { motion, t: t01 } = useStepMotion(last, (events) => stepMotion(events, view));
  const moving = motion !== null && t01 < 1;

  const spots = alienSpots(view);
  const relicWearer = view.relic.wornBy;
  const relicAt: XY | null = relicWearer
    ? (spots.get(alienKey(relicWearer.seat, relicWearer.colour)) ?? null)
    : (() => {
        const c = centre(view.relic.at);
        return { x: c.x + RELIC_SPOT.x, y: c.y + RELIC_SPOT.y };
      })();

  const placeXY = (p: Place): XY => {
    if (p.spot === 'ufo') return ufoCentre(p.at, size);
    const c = centre(p.at);
    if (p.spot === 'pad') return { x: c.x + PAD_SPOT.x, y: c.y + PAD_SPOT.y };
    if (p.spot === 'relic') return relicAt ?? c;
    return c;
  };
  const words = (actions: readonly SmAction[]) =>
    actions.map((a) => formatAction(game, a, locale)).join(', ');

  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      setPick(null);
      return;
    }
    const dir = KEY_DIR[e.key];
    if (!dir || !alien || !playing) return;
    const a = stepToward(legal, alien, dir);
    if (!a) return;
    e.preventDefault();
    play(a);
  };

  // ——— Words above the board ———
  const who = (seat: number | null) => (seat === null ? '' : lang.player(seat));
  const phase =
    stage === 'over'
      ? 'space.phase.over'
      : stage === 'discard'
        ? 'space.phase.discard'
        : 'space.phase.action';
  const left = footprintsLeft(view);
  const stepWords = (() => {
    const st = view.stage;
    switch (st.kind) {
      case 'take':
        return t('space.step.take', { who: who(view.current) });
      case 'power': {
        const d = view.dice[st.die];
        return t('space.step.power', { who: who(view.current), die: d ? lang.die(d) : '' });
      }
      case 'move':
        return t('space.step.move', { who: who(view.current) });
      case 'run':
        return t('space.step.run', { who: who(view.current), alien: lang.alien[st.alien] });
      case 'discard':
        return t('space.step.discard', { who: who(view.current) });
      case 'over':
        return '';
    }
  })();
  const hint = spaceHint(view, playing ? legal : [], t, touch, {
    card: pickedCard !== null,
    choosing: aim?.choosing ?? false,
    first: Boolean(picked.first),
    targets: (aim?.places.size ?? 0) > 0,
  });

  // ——— The maze ———
  const w = size * T + 2 * MARGIN;
  const tileLayer = view.board.map((tile) => {
    const c = centre(tile);
    const m = motion?.tiles.get(pointKey(tile));
    const back = moving && m ? 1 - t01 : 0;
    const x = c.x + (m ? m.dx * T * back : 0);
    const y = c.y + (m ? m.dy * T * back : 0);
    const turn = m ? -m.turn * back : 0;
    return (
      <g
        key={`t${tile.tile}`}
        className="smz-tile-at"
        transform={`translate(${x} ${y})${turn ? ` rotate(${turn})` : ''}`}
        data-cell={pointKey(tile)}
        data-tile={tile.tile}
        data-sides={tile.sides}
        data-moving={back > 0 ? 'true' : undefined}
      >
        <Tile tile={tile} name={t('space.tileName', { cell: cellName(tile) })} />
      </g>
    );
  });
  const lit = [...places.values()];
  const litLayer = lit
    .filter((p) => p.spot === 'tile')
    .map((p) => {
      const c = centre(p.at);
      return (
        <rect
          key={`l${p.key}`}
          {...inside(c, 3)}
          rx={9}
          className={aim?.choosing ? 'smz-lit choose' : 'smz-lit'}
        />
      );
    });
  const partner = aim?.partner ?? null;
  const partnerMark = partner ? (
    <rect {...inside(centre(partner), 3)} rx={9} className="smz-partner" data-testid="smz-partner" />
  ) : null;

  const alienLayer = view.aliens.flatMap((a) => {
    const key = alienKey(a.seat, a.colour);
    const path = moving ? motion?.aliens.get(key) : undefined;
    let at = spots.get(key);
    if (path && path.length > 1) {
      const p = along(
        path.map((q) => screenOf(q, size)),
        t01,
      );
      // Along the tiles' centres, drifting to its own spot on the tile it reaches.
      const end = a.at ? centre(a.at) : p;
      const off = at ? { x: at.x - end.x, y: at.y - end.y } : { x: 0, y: 0 };
      at = { x: p.x + off.x * t01, y: p.y + off.y * t01 };
    }
    if (!at) return [];
    const mine = a.seat === me;
    const pickable = mine && walkers.includes(a.colour);
    return [
      // biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; the alien buttons above the maze pick it by keyboard
      <g
        key={key}
        transform={`translate(${at.x} ${at.y})`}
        className={pickable ? 'smz-alien-at pickable' : 'smz-alien-at'}
        data-alien={key}
        data-cell={a.at ? pointKey(a.at) : 'ufo'}
        data-pad={a.onPad ? 'true' : undefined}
        data-relic={a.relic ? 'true' : undefined}
        onClick={pickable ? () => setAlien(a.colour) : undefined}
      >
        <title>{t('space.alienOf', { who: lang.player(a.seat), colour: lang.alien[a.colour] })}</title>
        <AlienMark
          colour={a.colour}
          seat={a.seat}
          relic={a.relic}
          glued={a.relic && view.relic.glued}
          selected={pickable && alien === a.colour}
        />
      </g>,
    ];
  });

  const ufoLayer = view.ufos.map((u) => {
    let c = ufoCentre(u.at, size);
    const was = moving ? motion?.ufos.get(u.seat) : undefined;
    if (was) {
      const from = ufoCentre(was, size);
      c = { x: from.x + (c.x - from.x) * t01, y: from.y + (c.y - from.y) * t01 };
    }
    return (
      <g
        key={`u${u.seat}`}
        transform={`translate(${c.x} ${c.y})`}
        data-ufo={u.seat}
        data-cell={pointKey(view.board[u.cell] ?? { x: 0, y: 0 })}
        data-side={u.side}
      >
        <Ufo
          seat={u.seat}
          side={u.side}
          aboard={u.aboard}
          selected={u.seat === me ? alien : null}
          name={t('space.ufoOf', { who: lang.player(u.seat) })}
        />
      </g>
    );
  });

  // The datapad and the relic when lit: rings to see (the whole tile is what takes the click).
  const markLayer = lit
    .filter((p) => p.spot === 'pad' || p.spot === 'relic')
    .map((p) => {
      const xy = placeXY(p);
      return <circle key={`m${p.key}`} cx={xy.x} cy={xy.y} r={17} className={`smz-mark ${p.spot}`} />;
    });
  const targetLayer = [...areas.values()].map((p) => {
    const label = aim?.choosing ? t('space.pickDiagonal', { cell: cellName(p.at) }) : words(p.actions);
    const ufo = p.spots.includes('ufo');
    const c = ufo ? ufoCentre(p.at, size) : centre(p.at);
    const across = p.at.y < 0 || p.at.y >= size;
    const box = ufo
      ? across
        ? { x: c.x - T / 2 + 4, y: c.y - MARGIN / 2 + 2, width: T - 8, height: MARGIN - 4 }
        : { x: c.x - MARGIN / 2 + 2, y: c.y - T / 2 + 4, width: MARGIN - 4, height: T - 8 }
      : inside(c, 4);
    return (
      // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be an HTML button
      <rect
        key={`h${p.key}`}
        {...box}
        rx={8}
        role="button"
        tabIndex={0}
        aria-label={label}
        className={`smz-target ${p.spots.join(' ')}`}
        data-action={aim?.choosing ? 'pick' : p.actions[0]?.type}
        data-kinds={[...new Set(p.actions.map((a) => a.type))].join(' ')}
        data-cell={pointKey(p.at)}
        data-spot={p.spots.join(' ')}
        data-alien={p.actions[0]?.type === 'move' ? p.actions[0].alien : undefined}
        onClick={() => clickPlace(p)}
        onKeyDown={onPress(() => clickPlace(p))}
      >
        <title>{label}</title>
      </rect>
    );
  });

  const relicLying = !relicWearer && relicAt ? <Relic x={relicAt.x} y={relicAt.y} /> : null;

  return (
    <div className="smz-wrap" data-testid="board" data-stage={stage} data-round={view.round}>
      <style href="daedalus-space-maze-board" precedence="default">
        {SPACE_MAZE_CSS}
      </style>
      <div className="smz-bar" data-testid="smz-round">
        <span className="smz-phase" data-phase={stage}>
          {t(phase)}
        </span>
        <span>{t('space.round', { n: view.round, max: view.roundCap })}</span>
        {stage !== 'over' && stage !== 'discard' && (
          <span>{t('space.turn', { n: Math.min(view.pick + 1, view.turns), max: view.turns })}</span>
        )}
        <span>
          {t('space.start', { who: lang.player(view.start) })}
          <span className="smz-seat-dot" style={{ background: seatColor(view.start) }} aria-hidden="true" />
        </span>
      </div>
      {stepWords && (
        <p className="smz-step" data-testid="smz-step" data-stage={stage}>
          {view.current !== null && (
            <span className="swatch" style={{ background: seatColor(view.current) }} aria-hidden="true" />
          )}
          {stepWords}
          {(stage === 'move' || stage === 'run') && (
            <span className="smz-left">
              {ALIENS.filter((c) => left[c] !== undefined).map((c) => (
                <span key={c} className="smz-foot" data-alien={c} data-left={left[c]}>
                  <span className="smz-dot" style={{ background: `var(--smz-${c})` }} aria-hidden="true" />
                  {lang.alien[c]} {left[c]}
                </span>
              ))}
            </span>
          )}
        </p>
      )}
      {hint && (
        <p className="smz-hint muted small" data-testid="smz-hint">
          {hint}
        </p>
      )}
      {(walkers.length > 1 || (pickedCard && aim) || picked.first || buttons.length > 0) && (
        <div className="smz-controls">
          {walkers.length > 1 &&
            walkers.map((c) => (
              <button
                type="button"
                key={c}
                className="smz-chip"
                aria-pressed={alien === c}
                data-alien-pick={c}
                data-left={left[c] ?? 0}
                onClick={() => setAlien(c)}
              >
                <span className="smz-dot" style={{ background: `var(--smz-${c})` }} aria-hidden="true" />
                {t('space.footprints', { alien: lang.alien[c], n: left[c] ?? 0 })}
              </button>
            ))}
          {[...(aim?.buttons ?? []), ...buttons].map((a) => (
            <button
              type="button"
              key={JSON.stringify(a)}
              className="smz-choice"
              data-action={a.type}
              onClick={() => play(a)}
            >
              {capital(formatAction(game, a, locale), locale)}
            </button>
          ))}
          {pickedCard && (
            <button type="button" className="subtle" onClick={() => setPick(null)} data-testid="smz-unpick">
              {t('space.unpick')}
            </button>
          )}
        </div>
      )}
      <div className="smz-scroll">
        <svg
          ref={svg}
          className="board smz-board"
          viewBox={`${-MARGIN} ${-MARGIN} ${w} ${w}`}
          role="application"
          aria-label={t('space.board')}
          tabIndex={-1}
          onKeyDown={onKey}
          data-testid="smz-maze"
          data-size={size}
          data-moving={moving ? 'true' : undefined}
        >
          <rect x={-MARGIN} y={-MARGIN} width={w} height={w} className="smz-space" />
          <g className="smz-tiles">{tileLayer}</g>
          {!moving && <PassageMarks board={view.board} size={size} />}
          {partnerMark}
          <g className="smz-lits">{litLayer}</g>
          {relicLying}
          <g className="smz-ufos">{ufoLayer}</g>
          <g className="smz-aliens">{alienLayer}</g>
          <g className="smz-marks">{markLayer}</g>
          <g className="smz-targets">{targetLayer}</g>
        </svg>
      </div>
      {menu && playing && (
        <ActionMenu
          game={game}
          locale={locale}
          actions={menu.actions}
          onAction={play}
          onClose={() => choose({ ...picked, menu: undefined })}
          closeText={t('common.close')}
          label={(a) => capital(formatAction(game, a, locale), locale)}
        />
      )}
      {stage !== 'over' && (
        <DiceTray
          view={view}
          lang={lang}
          t={t}
          takeable={new Set(dice.keys())}
          {...(playing ? { onTake: (code: string) => play(dice.get(code)!) } : {})}
        />
      )}
      <Hand
        active={playing !== undefined && (stage === 'power' || stage === 'discard')}
        view={view}
        lang={lang}
        t={t}
        playable={new Set(cards.keys())}
        picked={pickedCard ? (picked.cardId ?? null) : null}
        discardable={new Set(drops.keys())}
        {...(playing
          ? {
              onPick: (k: CardKind, id: string) =>
                picked.cardId === id && pickedCard ? setPick(null) : choose({ card: k, cardId: id }),
              onDiscard: (k: CardKind) => play(drops.get(k)!),
            }
          : {})}
      />
      <ControlPanels view={view} lang={lang} t={t} {...(reveal ? { hands: reveal.hands } : {})} />
      <Legend lang={lang} t={t} hands={Boolean(reveal)} open={stage === 'over'} />
    </div>
  );
}

const cellName = (p: Point): string => `${'abcde'[p.x] ?? '?'}${p.y + 1}`;
const capital = (s: string, locale: string): string => s.charAt(0).toLocaleUpperCase(locale) + s.slice(1);

/** Which doorways let which alien through, and the other signs (folded on a phone). */
/** `hands`: the players' hands are shown (a replay); `open`: unfolded (at the end, to read the final board). */
function Legend({ lang, t, hands, open }: { lang: Lang; t: BoardProps['t']; hands: boolean; open: boolean }) {
  const chip = (children: ReactNode, box = '-22 -30 44 52') => (
    <svg className="smz-legend-chip" viewBox={box} width={28} height={28} aria-hidden="true">
      {children}
    </svg>
  );
  const rows: [Alien, string, string][] = [
    ['green', 'Y', 'B'],
    ['purple', 'B', 'R'],
    ['orange', 'R', 'Y'],
  ];
  return (
    <details className="smz-legend" data-testid="smz-legend" open={open || undefined}>
      <summary>{t('space.legend')}</summary>
      <ul>
        {rows.map(([c, a, b]) => (
          <li key={c}>
            <span className="smz-legend-pic">
              <span className="smz-dot big" style={{ background: `var(--smz-${c})` }} aria-hidden="true" />
            </span>
            <span className="smz-legend-text">
              {t('space.passes', { alien: lang.alien[c] })}{' '}
              <span className={`smz-door-chip ${a}`} aria-hidden="true" />{' '}
              <span className={`smz-door-chip ${b}`} aria-hidden="true" />
            </span>
          </li>
        ))}
        <li>
          <span className="smz-legend-pic">
            <span className="smz-door-chip S" aria-hidden="true" />
          </span>
          <span className="smz-legend-text">{t('space.silver')}</span>
        </li>
        <li>
          <span className="smz-legend-pic">
            <span className="smz-pad-chip" aria-hidden="true" />
          </span>
          <span className="smz-legend-text">{t('space.datapad')}</span>
        </li>
        <li>
          <span className="smz-legend-pic">
            <span className="smz-relic-chip" aria-hidden="true" />
          </span>
          <span className="smz-legend-text">{t('space.relicSign')}</span>
        </li>
        <li data-mark="alien">
          <span className="smz-legend-pic">
            {chip(<AlienMark colour="green" seat={0} relic glued={false} selected={false} />)}
          </span>
          <span className="smz-legend-text">{t('space.markAlien')}</span>
        </li>
        <li data-mark="ufo">
          <span className="smz-legend-pic">
            {chip(<Ufo seat={1} side="left" aboard={[]} selected={null} name="" />, '-34 -30 68 60')}
          </span>
          <span className="smz-legend-text">{t('space.markUfo')}</span>
        </li>
        {hands && (
          // A sentence that begins with its own sample (a card's name, in italics).
          <li data-mark="hand" className="smz-legend-wide">
            <span className="smz-legend-text">
              <em>{Object.values(lang.card)[0]}</em> {t('space.markHand')}
            </span>
          </li>
        )}
        <li className="smz-legend-wide">
          <span className="smz-legend-text">{t('space.passMarks')}</span>
        </li>
      </ul>
    </details>
  );
}

export const spaceMazeBoard: BoardModule<SmView, SmAction, SmState> = {
  Board,
  nameSeats,
  current: (v) => (v.current === null ? [] : [v.current]),
  status: (v, seat, t) =>
    t('space.status', { n: v.tokens[seat] ?? 0, win: v.tokensToWin, cards: v.handSizes[seat] ?? 0 }),
  boardOnly: onBoard,
  aims: onBoard,
  hint: (v, legal, t, touch) => spaceHint(v, legal, t, touch),
  motionMs: (events, view) => stepMotion(events, view).duration,
};
