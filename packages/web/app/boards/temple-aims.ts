/**
 * What the Temple Labyrinth board lights up, pure: the legal actions it was handed, sorted by
 * where they aim — each rhombus's motions with the pose each one ends in (phase 2, or a target
 * rhombus moved from a symbol), the fields or rhombi the other actions name (a start, a walk, a
 * secret passage, a stone), the rhombus to lay in setup by the fields it would cover, and taking
 * a statue. It judges no rule: every place holds legal actions only.
 */
import { posesCovering, type RhombusPose, triangleHall } from '@daedalus/core';
import type { Letter, TempleAction, TempleView } from '@daedalus/temple';
import { type End, endPose, motionOf, samePose } from './temple-motion.ts';

/** A field, or a rhombus standing on the field an action names, with the actions aimed at it. */
export interface Place {
  readonly key: string;
  readonly actions: TempleAction[];
  /** A field, or a rhombus (then its centre). */
  readonly field: number | null;
  readonly rhombus: Letter | null;
  /** Where its spot is drawn on a rhombus: the field the action names. */
  readonly spot: number;
}

export interface TempleAims {
  /** Each rhombus's motions, with their ends. */
  readonly motions: Map<Letter, End<TempleAction>[]>;
  /** The places the other actions aim at, by key (`f<field>` or `r<letter>`). */
  readonly places: Map<string, Place>;
  /** Setup: the rhombus's layings, under each field they would cover. */
  readonly layByField: Map<number, TempleAction[]>;
  /** Taking the statue under the figure, when legal. */
  readonly take: TempleAction | null;
}

export function templeAims(view: TempleView, legal: readonly TempleAction[]): TempleAims {
  const hall = triangleHall(view.board.side);
  const byLetter = new Map(view.rhombi.map((r) => [r.letter, r]));
  const motions = new Map<Letter, End<TempleAction>[]>();
  const places = new Map<string, Place>();
  const layByField = new Map<number, TempleAction[]>();
  let take: TempleAction | null = null;
  for (const a of legal) {
    const m = motionOf(a);
    if (m) {
      const r = byLetter.get(m.rhombus);
      const pose = r ? endPose(r.pose, m) : null;
      if (!pose) continue;
      const list = motions.get(m.rhombus) ?? [];
      list.push({ action: a, motion: m, pose });
      motions.set(m.rhombus, list);
      continue;
    }
    let field: number | null = null;
    if (a.type === 'start' || a.type === 'place') field = a.at;
    else if (a.type === 'move' || a.type === 'passage') field = a.to;
    else if (a.type === 'take') take = a;
    else if (a.type === 'lay') {
      for (const f of hall.rhombusFields(a.pose) ?? []) layByField.set(f, [...(layByField.get(f) ?? []), a]);
    }
    if (field === null) continue;
    const letter = view.fields[field]?.rhombus;
    const r = letter ? byLetter.get(letter) : undefined;
    const key = r ? `r${r.letter}` : `f${field}`;
    const place = places.get(key) ?? {
      key,
      actions: [],
      field: r ? null : field,
      rhombus: r?.letter ?? null,
      spot: field,
    };
    place.actions.push(a);
    places.set(key, place);
  }
  return { motions, places, layByField, take };
}

/**
 * Setup: the drawn rhombus laid in each place its layings `choices` cover, one ghost a place.
 * A place takes the rhombus in two orientations (turned round, when its walls differ): the
 * straight one (the first pose the hall lists for the place's fields) is shown, or with
 * `turned` the other.
 */
export function layGhosts(
  side: number,
  choices: readonly TempleAction[],
  turned: boolean,
): { pose: RhombusPose; action: TempleAction }[] {
  const hall = triangleHall(side);
  type Ghost = { pose: RhombusPose; action: TempleAction; straight: boolean };
  const byPlace = new Map<string, Ghost[]>();
  for (const a of choices) {
    if (a.type !== 'lay') continue;
    const fields = hall.rhombusFields(a.pose);
    if (!fields) continue;
    const first = posesCovering(hall, fields[0], fields[1])[0];
    const key = [...fields].sort((x, y) => x - y).join('-');
    const ghost = { pose: a.pose, action: a, straight: first !== undefined && samePose(first, a.pose) };
    byPlace.set(key, [...(byPlace.get(key) ?? []), ghost]);
  }
  return [...byPlace.values()].map((lays) => {
    const straight = lays.find((l) => l.straight);
    const other = lays.find((l) => l !== straight);
    const { pose, action } = (turned ? (other ?? straight) : (straight ?? other)) as Ghost;
    return { pose, action };
  });
}
