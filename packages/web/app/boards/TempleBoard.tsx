/**
 * The Temple Labyrinth board: the hexagonal hall of triangles (floor, red abyss, entrances
 * with their white dots, secret passages, rhombus symbols), the rhombi with their walls and
 * snakes, the target rhombi with the statues still on them, figures and blockade stones,
 * and a legend. It knows no rules: what it offers are the legal actions it was handed.
 *
 * - Setup: the free entrances are highlighted (click one); to lay the drawn rhombus, click
 *   a field, then one of the outlined places around it (or pick from the menu); "Turn it
 *   round" shows the other orientation of a tile whose walls differ.
 * - Phase 2: drag a rhombus along its edges to slide it; click it to show a round handle at
 *   each corner and drag one around to turn the rhombus about the opposite corner. While
 *   dragging, the legal ends are outlined and the one the drag points at is filled; letting
 *   go there plays it. Without a pointer: Tab to a rhombus, Enter selects it, its ends and
 *   handles are focusable (Enter on a handle shows that corner's turns).
 * - Phase 3: the fields (or rhombi) the figure can walk to are highlighted, with their cost
 *   in AP when they cost any; a free passage shows the others; the statue of your colour
 *   under your figure is clicked to take it. Phase 4: click a place for the stone.
 * - The phase and the action points left are shown above the board at all times.
 * - The latest step is animated from its events (`temple-motion.ts`): a slid rhombus glides,
 *   a turned one swings about its pivot (a rider with it), a walking figure follows its path;
 *   nothing moves when the reader asked for reduced motion.
 *
 * Beside it: the pictures (`TemplePieces.tsx`), the legend (`TempleLegend.tsx`), what the legal
 * actions aim at and the setup's ghosts (`temple-aims.ts`), dragging a rhombus (`temple-drag.ts`)
 * and its turn handles (`TempleHandles.tsx`), the actions in words (`temple-words.ts`) and the
 * styles (`temple-style.ts`).
 */
import { type Seat, triangleHall } from '@daedalus/core';
import {
  AP_PER_TURN,
  type Letter,
  type RhombusView,
  reachable,
  type TempleAction,
  type TempleState,
  type TempleView,
  tileOf,
} from '@daedalus/temple';
import { type KeyboardEvent, type ReactNode, useMemo, useRef, useState } from 'react';
import { useI18n } from '../i18n/i18n.tsx';
import { pointed } from '../i18n/touch.ts';
import { useCoarsePointer } from '../play/pointer.ts';
import { nameSeats, seatWithName } from '../play/seat-names.ts';
import type { BoardModule, BoardProps } from '../play/types.ts';
import { onPress } from './press.ts';
import { useStepMotion } from './step-progress.ts';
import { TurnHandles } from './TempleHandles.tsx';
import { Legend } from './TempleLegend.tsx';
import {
  colourOf,
  DrawnTile,
  FieldGlyph,
  Figure,
  fieldCorners,
  H,
  HallLabels,
  mid,
  PAD,
  pts,
  RhombusTile,
  S,
  Statue,
  statueSpots,
  Tile,
} from './TemplePieces.tsx';
import { ActionMenu } from './targets.tsx';
import { layGhosts, type Place, templeAims } from './temple-aims.ts';
import { useRhombusDrag } from './temple-drag.ts';
import {
  along,
  type End,
  motionTransform,
  NO_MOTION,
  type Pt,
  poseCorners,
  poseKey,
  stepMotion,
} from './temple-motion.ts';
import { TEMPLE_CSS } from './temple-style.ts';
import { actionWords } from './temple-words.ts';

/** A pick that holds only while the state it was made in is shown. */
interface Pick {
  readonly state: string;
  readonly rhombus?: Letter;
  readonly pivot?: number;
  readonly field?: number;
  readonly menu?: string;
}

function Board({
  game,
  view,
  legal,
  onAction,
  viewer,
  t,
  last,
  names,
}: BoardProps<TempleView, TempleAction, TempleState>) {
  const svg = useRef<SVGSVGElement>(null);
  const { locale } = useI18n();
  const touch = useCoarsePointer();
  const [zoom, setZoom] = useState(false);
  const [turned, setTurned] = useState(false);
  const state = useMemo(
    () => JSON.stringify([view.phase, view.current, view.ap, view.mayMove, view.drawn, view.table]),
    [view],
  );
  const [pick, setPick] = useState<Pick | null>(null);
  const picked: Pick = pick?.state === state ? pick : { state };
  const choose = (next: Omit<Pick, 'state'>) => setPick({ state, ...next });

  const hall = triangleHall(view.board.side);
  const me = typeof viewer === 'number' ? viewer : null;
  const playing = onAction !== undefined && legal.length > 0 ? onAction : undefined;
  const byLetter = new Map(view.rhombi.map((r) => [r.letter, r]));
  const rhombusAt = (f: number): RhombusView | undefined => {
    const l = view.fields[f]?.rhombus;
    return l ? byLetter.get(l) : undefined;
  };
  const centreOf = (f: number): Pt => {
    const field = view.fields[f];
    return field ? { x: field.x, y: field.y } : { x: 0, y: 0 };
  };
  const nameOf = (f: number) => view.fields[f]?.name ?? '';
  const rhombusCentre = (r: RhombusView): Pt => mid(r.corners[0]!, r.corners[2]!);

  const play = (a: TempleAction) => {
    setPick(null);
    playing?.(a);
  };

  // What the legal actions aim at, when the viewer may play them.
  const { motions, places, layByField, take } = templeAims(view, playing ? legal : []);

  // What the walks cost: the same helper the rules use for walking, on the view's table.
  const costs = useMemo(() => {
    const out = new Map<number, number>();
    if (me === null || (view.phase !== 'rhombi' && view.phase !== 'figure') || !view.mayMove) return out;
    for (const r of reachable(view.table, me, view.ap)) out.set(r.field, r.cost);
    return out;
  }, [view, me]);
  const costOf = (p: Place): number | null => {
    const move = p.actions.find((a) => a.type === 'move');
    if (move?.type === 'move') return costs.get(move.to) ?? null;
    return p.actions.some((a) => a.type === 'passage') ? 1 : null;
  };

  // The animation of the latest step.
  const held = useStepMotion(last, (events) => stepMotion(events, view));
  const motion = held.motion ?? NO_MOTION;
  const progress = held.t;

  // Dragging a rhombus, and the ends of the one dragged or selected.
  const selected = picked.rhombus && motions.has(picked.rhombus) ? picked.rhombus : null;
  const drag = useRhombusDrag({ svg, byLetter, motions, selected, pivot: picked.pivot, choose, play });
  const { dragging, ends, snapped, pivotMark, turnEnds } = drag;

  const onKey = (e: KeyboardEvent<SVGSVGElement>) => {
    if (e.key === 'Escape') {
      drag.cancel();
      setPick(null);
    }
  };
  const offer = (key: string, actions: readonly TempleAction[]) => {
    if (actions.length === 1) play(actions[0]!);
    else if (actions.length > 1) choose({ ...picked, menu: key });
  };

  // The ends, grouped by where they end.
  const endGroups = new Map<string, End<TempleAction>[]>();
  for (const e of ends) endGroups.set(poseKey(e.pose), [...(endGroups.get(poseKey(e.pose)) ?? []), e]);

  // Setup: the drawn rhombus's places around the picked field.
  const drawnTile = view.drawn ? tileOf(view.drawn) : null;
  const asymmetric = drawnTile ? !drawnTile.walls.every((w) => drawnTile.walls.includes((w + 2) % 4)) : false;
  const layField = picked.field !== undefined && layByField.has(picked.field) ? picked.field : null;
  const layChoices = layField === null ? [] : (layByField.get(layField) ?? []);
  const ghosts = layGhosts(view.board.side, layChoices, turned);

  const menuKey = picked.menu ?? (layField !== null ? `lay${layField}` : undefined);
  const menuActions: readonly TempleAction[] =
    menuKey === undefined
      ? []
      : menuKey.startsWith('lay')
        ? layChoices
        : (places.get(menuKey)?.actions ?? endGroups.get(menuKey)?.map((e) => e.action) ?? []);

  // Geometry of the hall.
  const n = view.board.side;
  const half = { x: n + PAD, y: n * H + PAD };
  const outline = [
    { x: -n / 2, y: -n * H },
    { x: n / 2, y: -n * H },
    { x: n, y: 0 },
    { x: n / 2, y: n * H },
    { x: -n / 2, y: n * H },
    { x: -n, y: 0 },
  ];

  const who = (seat: Seat) => seatWithName(t('play.seat', { n: seat + 1 }), seat, names);
  const playPhase = view.phase === 'rhombi' || view.phase === 'figure' || view.phase === 'stone';

  let hint: string | null = null;
  if (playing)
    switch (view.phase) {
      case 'start':
        hint = t(pointed('temple.hint.start', touch));
        break;
      case 'lay':
        hint = t(pointed(layField === null ? 'temple.hint.lay' : 'temple.hint.layPick', touch), {
          r: view.drawn ?? '',
        });
        break;
      case 'rhombi':
        hint = selected
          ? t('temple.hint.selected', { r: selected })
          : t(pointed('temple.hint.rhombi', touch));
        break;
      case 'figure':
        hint = selected
          ? t('temple.hint.selected', { r: selected })
          : t(pointed('temple.hint.figure', touch));
        break;
      case 'stone':
        hint = t(pointed('temple.hint.stone', touch));
        break;
    }

  const hit = (label: string, action: string, extra: Record<string, string> = {}) => ({
    'aria-label': label,
    'data-action': action,
    ...extra,
  });

  // Layers, bottom to top.
  const fieldLayer = view.fields.map((f) => (
    <polygon
      key={`f${f.id}`}
      points={pts(fieldCorners(f))}
      className={f.kind === '~' ? 'tb-field tb-abyss' : 'tb-field tb-floor'}
    />
  ));
  const glyphLayer = view.fields.map((f) => <FieldGlyph key={`g${f.id}`} f={f} />);

  const rhombusLayer = view.rhombi.map((r) => {
    const m = motion.rhombi.get(r.letter);
    const moving = dragging?.letter === r.letter;
    const movable = motions.has(r.letter);
    const statues = r.kind === 'target' ? r.statues : [];
    const spots = statueSpots(r.corners, statues.length);
    const label = `${t('temple.rhombus', { r: r.letter })}${r.statues.length ? ` · ${r.statues.map((s) => t('temple.statueOf', { who: who(s) })).join(', ')}` : ''}`;
    return (
      <g
        key={`r${r.letter}`}
        className={`tb-rhombus${movable ? ' movable' : ''}${selected === r.letter ? ' selected' : ''}${moving ? ' lifted' : ''}`}
        transform={motionTransform(m, progress, S)}
        opacity={m?.appear ? progress : undefined}
        data-rhombus={r.letter}
        data-fields={r.fields.map(nameOf).join(' ')}
        data-pose={poseKey(r.pose)}
        data-statues={statues.join(' ')}
      >
        <g
          onPointerDown={movable && playing ? (e) => drag.startSlide(e, r.letter) : undefined}
          style={movable && playing ? { touchAction: 'none', cursor: 'grab' } : undefined}
          {...(movable && playing
            ? {
                role: 'button',
                tabIndex: 0,
                'aria-label': label,
                'aria-pressed': selected === r.letter,
                onKeyDown: onPress(() => choose(selected === r.letter ? {} : { rhombus: r.letter })),
              }
            : {})}
          className="tb-grip"
        >
          <title>{label}</title>
          <RhombusTile rhombus={r} />
        </g>
        {statues.map((s, i) => (
          <Statue key={`st${s}`} at={spots[i]!} seat={s} />
        ))}
      </g>
    );
  });

  const stoneLayer = view.players.flatMap((p) => {
    if (p.stone === null) return [];
    const r = rhombusAt(p.stone);
    const at = r ? rhombusCentre(r) : centreOf(p.stone);
    const m = r ? motion.rhombi.get(r.letter) : undefined;
    return [
      <g
        key={`stone${p.seat}`}
        className="tb-stone"
        transform={motionTransform(m, progress, S)}
        data-stone={p.seat}
        data-field={nameOf(p.stone)}
      >
        <title>{t('temple.stoneOf', { who: who(p.seat) })}</title>
        <rect
          x={at.x * S - 0.16 * S}
          y={at.y * S - 0.16 * S}
          width={0.32 * S}
          height={0.32 * S}
          rx={4}
          style={{ stroke: colourOf(p.seat) }}
        />
      </g>,
    ];
  });

  // Your statue on the target rhombus under your figure, above the figure: click to take it.
  let takeLayer: ReactNode = null;
  const myField = me === null ? null : (view.players[me]?.figure ?? null);
  const under = myField === null ? undefined : rhombusAt(myField);
  if (take && me !== null && under?.statues.includes(me)) {
    const spot = statueSpots(under.corners, under.statues.length)[under.statues.indexOf(me)]!;
    const action = take;
    takeLayer = (
      // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be an HTML button
      <g
        className="tb-take"
        role="button"
        tabIndex={0}
        {...hit(t('temple.act.take'), 'take', { 'data-rhombus': under.letter })}
        onClick={() => play(action)}
        onKeyDown={onPress(() => play(action))}
      >
        <title>{t('temple.act.take')}</title>
        <circle cx={spot.x * S} cy={spot.y * S} r={0.2 * S} className="tb-take-ring" />
        <Statue at={spot} seat={me} />
      </g>
    );
  }

  const figureLayer = view.players.flatMap((p) => {
    if (p.figure === null) return [];
    const fm = motion.figures.get(p.seat);
    let at = centreOf(p.figure);
    let transform: string | undefined;
    let opacity: number | undefined;
    if (fm?.path && progress < 1) at = along(fm.path, progress);
    if (fm?.rode) transform = motionTransform(motion.rhombi.get(fm.rode), progress, S);
    if (fm?.from && progress < 1) opacity = progress;
    return [
      <g key={`fig${p.seat}`} transform={transform} data-figure={p.seat} data-field={nameOf(p.figure)}>
        <title>{t('temple.figureOf', { who: who(p.seat) })}</title>
        {fm?.from && progress < 1 && (
          <Figure at={fm.from} seat={p.seat} mine={false} opacity={1 - progress} />
        )}
        <Figure at={at} seat={p.seat} mine={p.seat === me} opacity={opacity} />
      </g>,
    ];
  });

  // Highlighted places: fields (their triangle) or rhombi (a spot at their centre).
  // While a rhombus is picked or dragged, its ends are what matters: the walks step aside.
  const placeLayer = (selected || dragging ? [] : [...places.values()]).map((p) => {
    const cost = costOf(p);
    const label = p.actions
      .map((a) => {
        const ap = a.type === 'move' ? costs.get(a.to) : a.type === 'passage' ? 1 : undefined;
        return `${actionWords(a, t, view)}${ap === undefined ? '' : ` (${t('temple.cost', { n: ap })})`}`;
      })
      .join(', ');
    const kinds = [...new Set(p.actions.map((a) => a.type))];
    const open = menuKey === p.key;
    const run = () => offer(p.key, p.actions);
    const common = {
      role: 'button',
      tabIndex: 0,
      ...hit(label, kinds[0] ?? '', { 'data-kinds': kinds.join(' ') }),
      onClick: run,
      onKeyDown: onPress(run),
    };
    if (p.field !== null) {
      const f = view.fields[p.field]!;
      return (
        <g key={p.key} className={`tb-place${open ? ' open' : ''}`} data-field={f.name}>
          <polygon points={pts(fieldCorners(f))} className="tb-place-field" {...common}>
            <title>{label}</title>
          </polygon>
          {cost !== null && cost > 0 && (
            <text x={f.x * S} y={f.y * S} dy="0.35em" textAnchor="middle" className="tb-cost">
              {cost}
            </text>
          )}
        </g>
      );
    }
    const r = byLetter.get(p.rhombus as Letter)!;
    const c = centreOf(p.spot);
    return (
      <g key={p.key} className={`tb-place${open ? ' open' : ''}`} data-field={r.fields.map(nameOf).join(' ')}>
        <polygon points={pts(r.corners)} className="tb-place-rhombus" />
        <circle cx={c.x * S} cy={c.y * S} r={0.17 * S} className="tb-place-spot" {...common}>
          <title>{label}</title>
        </circle>
        {cost !== null && cost > 0 && (
          <text x={c.x * S} y={c.y * S} dy="0.35em" textAnchor="middle" className="tb-cost">
            {cost}
          </text>
        )}
      </g>
    );
  });

  const layLayer =
    view.phase === 'lay' && playing
      ? [...layByField.entries()].map(([f, actions]) => {
          const field = view.fields[f]!;
          return (
            // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be an HTML button
            <polygon
              key={`lay${f}`}
              points={pts(fieldCorners(field))}
              className={`tb-place-field tb-lay${layField === f ? ' open' : ''}`}
              role="button"
              tabIndex={0}
              {...hit(actions.map((a) => actionWords(a, t, view)).join(', '), 'lay', {
                'data-field': field.name,
              })}
              onClick={() => choose({ field: f })}
              onKeyDown={onPress(() => choose({ field: f }))}
            >
              <title>{field.name}</title>
            </polygon>
          );
        })
      : [];

  const ghostLayer = ghosts.map(({ pose, action }) => {
    const corners = poseCorners(pose);
    const fields = hall.rhombusFields(pose) ?? [];
    const label = actionWords(action, t, view);
    return (
      // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be an HTML button
      <g
        key={`ghost${poseKey(pose)}`}
        className="tb-ghost"
        role="button"
        tabIndex={0}
        {...hit(label, 'lay', { 'data-fields': fields.map(nameOf).join(' ') })}
        onClick={() => play(action)}
        onKeyDown={onPress(() => play(action))}
      >
        <title>{label}</title>
        {drawnTile && (
          <Tile
            corners={corners}
            letter={drawnTile.letter}
            walls={drawnTile.walls}
            snakes={drawnTile.snakes}
            target={false}
            lettered={false}
          />
        )}
      </g>
    );
  });

  const endLayer = [...endGroups.entries()].map(([key, group]) => {
    const pose = group[0]!.pose;
    const fields = hall.rhombusFields(pose) ?? [];
    const label = group.map((e) => actionWords(e.action, t, view)).join(', ');
    const isSnapped = snapped !== null && poseKey(snapped.pose) === key;
    const run = () =>
      offer(
        key,
        group.map((e) => e.action),
      );
    return (
      // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be an HTML button
      <polygon
        key={`end${key}`}
        points={pts(poseCorners(pose))}
        className={`tb-end${isSnapped ? ' snap' : ''}${menuKey === key ? ' open' : ''}`}
        role="button"
        tabIndex={0}
        {...hit(label, group[0]!.action.type, {
          'data-fields': fields.map(nameOf).join(' '),
          'data-pose': key,
        })}
        onClick={dragging ? undefined : run}
        onKeyDown={onPress(run)}
      >
        <title>{label}</title>
      </polygon>
    );
  });

  // The selected rhombus: a handle at each corner that turns it about the opposite one.
  const sel = !dragging && selected ? byLetter.get(selected) : undefined;
  const handleLayer =
    sel && playing ? (
      <TurnHandles
        rhombus={sel}
        turnsAbout={(pivot) => turnEnds(sel.letter, pivot)}
        chosen={picked.pivot}
        label={(hour) => t('temple.handle', { r: sel.letter, hour })}
        onGrab={(e, pivot, centre) => drag.startTurn(e, sel.letter, pivot, centre)}
        onChoose={(pivot) => choose({ rhombus: sel.letter, ...(picked.pivot === pivot ? {} : { pivot }) })}
      />
    ) : null;

  const liftLayer = dragging ? (
    <g className="tb-lift" transform={drag.preview} pointerEvents="none">
      <RhombusTile rhombus={dragging} />
    </g>
  ) : null;

  const ap = view.ap;
  return (
    <div className="tb-wrap" data-testid="temple-board">
      <style href="daedalus-temple-board" precedence="default">
        {TEMPLE_CSS}
      </style>
      <div className="board-bar tb-bar" data-testid="temple-bar">
        <span className="tb-phase" data-testid="temple-phase" data-phase={view.phase}>
          {view.phase !== 'over' && view.current !== me && <strong>{who(view.current)}: </strong>}
          {t(`temple.phase.${view.phase}` as 'temple.phase.start')}
        </span>
        {playPhase && (
          <span
            className="tb-ap"
            data-testid="temple-ap"
            data-ap={ap}
            role="img"
            aria-label={`${t('temple.ap')}: ${t('temple.apLeft', { n: ap, max: AP_PER_TURN })}`}
          >
            <span className="tb-ap-label">{t('temple.ap')}</span>
            {Array.from({ length: AP_PER_TURN }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the pips are known by their place
              <span key={i} className={i < ap ? 'tb-pip on' : 'tb-pip'} aria-hidden="true" />
            ))}
            <span className="tb-ap-left">{t('temple.apLeft', { n: ap, max: AP_PER_TURN })}</span>
          </span>
        )}
        {view.phase === 'lay' && view.drawn && (
          <span className="tb-drawn" data-testid="temple-drawn" data-drawn={view.drawn}>
            <DrawnTile letter={view.drawn} turned={turned && asymmetric} />
            {t('temple.drawn', { r: view.drawn })} · {t('temple.faceDown', { n: view.faceDown })}
          </span>
        )}
        {playPhase && (
          <span className="tb-turn">{t('temple.turn', { n: view.turns + 1, max: view.turnCap })}</span>
        )}
      </div>
      {hint && (
        <p className="tb-hint muted small" data-testid="temple-hint">
          {hint}
        </p>
      )}
      <div className="tb-controls">
        {playing && view.phase === 'lay' && asymmetric && (
          <button type="button" onClick={() => setTurned(!turned)} aria-pressed={turned}>
            {t('temple.turnTile')}
          </button>
        )}
        {playing && selected && (
          <button type="button" className="subtle" onClick={() => setPick(null)}>
            {t('temple.letGo')}
          </button>
        )}
        <button type="button" className="subtle tb-zoom" onClick={() => setZoom(!zoom)} aria-pressed={zoom}>
          {t(zoom ? 'temple.zoomOut' : 'temple.zoomIn')}
        </button>
      </div>
      <div className={zoom ? 'tb-scroll zoomed' : 'tb-scroll'}>
        <svg
          ref={svg}
          className="board tb-board"
          viewBox={`${-half.x * S} ${-half.y * S} ${2 * half.x * S} ${2 * half.y * S}`}
          role="application"
          aria-label={t('play.boardHint')}
          tabIndex={-1}
          data-testid="board"
          data-phase={view.phase}
          data-ap={ap}
          onPointerMove={drag.onPointerMove}
          onPointerUp={drag.onPointerUp}
          onPointerCancel={drag.cancel}
          onKeyDown={onKey}
        >
          <g className="tb-fields">{fieldLayer}</g>
          <polygon points={pts(outline)} className="tb-outline" />
          <HallLabels fields={view.fields} side={n} />
          <g className="tb-glyphs">{glyphLayer}</g>
          <g className="tb-lays">{layLayer}</g>
          {rhombusLayer}
          {stoneLayer}
          <g className="tb-ghosts">{ghostLayer}</g>
          <g className="tb-ends">{endLayer}</g>
          {figureLayer}
          {placeLayer}
          {takeLayer}
          {handleLayer}
          {pivotMark && (
            <circle
              cx={pivotMark.x * S}
              cy={pivotMark.y * S}
              r={0.16 * S}
              className="tb-pivot"
              data-testid="pivot"
            />
          )}
          {liftLayer}
          {snapped && <polygon points={pts(poseCorners(snapped.pose))} className="tb-snap-outline" />}
        </svg>
      </div>
      {menuActions.length > 0 && playing && (
        <ActionMenu
          game={game}
          locale={locale}
          actions={menuActions}
          onAction={play}
          onClose={() => setPick(null)}
          closeText={t('common.close')}
          label={(a) => actionWords(a, t, view)}
        />
      )}
      <Legend t={t} acting={onAction !== undefined} />
    </div>
  );
}

/** Actions played on the board (everything but ending a phase); all of them stay in the frame's list. */
const aims = (a: TempleAction): boolean => a.type !== 'end';
const common = (a: TempleAction): boolean => a.type === 'end' || a.type === 'take';

export const templeBoard: BoardModule<TempleView, TempleAction, TempleState> = {
  Board,
  nameSeats,
  current: (v) => (v.phase === 'over' ? [] : [v.current]),
  status: (v, seat, t) => {
    const p = v.players[seat];
    return p ? t('temple.statues', { n: p.collected, total: v.statuesToCollect }) : undefined;
  },
  aims,
  common,
  // Without the view it was offered in, the game's own wording (fields need the hall).
  formatAction: (a, t, now) => (now ? actionWords(a, t, now.view) : undefined),
  motionMs: (events, view) => stepMotion(events, view).duration,
};
