/**
 * The Temple board's pure part without a browser: what it lights up holds legal actions only
 * and offers every one of them but ending a phase (a button), checked at every step of seeded
 * games played by the game's own rules, from setup to the stone phase.
 */
import { parseOptions, Random, triangleHall, unwrap } from '@daedalus/core';
import { scenario, type TempleAction, type TempleState, temple } from '@daedalus/temple';
import { describe, expect, it } from 'vitest';
import { layGhosts, templeAims } from '../app/boards/temple-aims.ts';
import { endPose, motionOf } from '../app/boards/temple-motion.ts';

const key = (a: TempleAction) => JSON.stringify(a);
/** The pair of fields a laying covers, as a key. */
const placeOf = (hall: ReturnType<typeof triangleHall>, a: TempleAction): string =>
  a.type === 'lay' ? [...(hall.rhombusFields(a.pose) ?? [])].sort((x, y) => x - y).join('-') : '';

/** Every decision of seeded games: the seat to decide, its view and legal actions. */
function* decisions(games: number) {
  const options = parseOptions(temple, {}, 'taster');
  if (!options.ok) throw new Error(options.error.message);
  for (let g = 0; g < games; g++) {
    const random = Random.fromSeed(`aims-pick-${g}`);
    const pick = (n: number) => random.int(n);
    const made = temple.setup({ options: options.value, players: 2 + (g % 3), seed: `aims-${g}` });
    if (!made.ok) throw new Error(made.error.message);
    let state: TempleState = made.value.state;
    for (let n = 0; n < 400; n++) {
      const actor = temple.actors(state)[0];
      if (!actor) break;
      const legal = temple.legalActions(state, actor.seat);
      yield { view: temple.view(state, actor.seat), legal };
      // Ending a phase at once would skip what the test is about: mostly play something else.
      const busy = legal.filter((a) => a.type !== 'end');
      const from = busy.length > 0 && pick(5) > 0 ? busy : legal;
      const next = temple.apply(state, actor.seat, from[pick(from.length)] as TempleAction);
      if (!next.ok) throw new Error(next.error.message);
      state = next.value.state;
    }
  }
}

describe('Temple board: what it lights', () => {
  it('offers every legal action but the end of a phase once, where it aims, and nothing else', () => {
    const seen = { motion: 0, start: 0, lay: 0, turned: 0, move: 0, take: 0, place: 0 };
    for (const { view, legal } of decisions(6)) {
      const hall = triangleHall(view.board.side);
      const aims = templeAims(view, legal);
      const offered: TempleAction[] = [];
      for (const [letter, ends] of aims.motions) {
        const rhombus = view.rhombi.find((r) => r.letter === letter);
        for (const end of ends) {
          expect(motionOf(end.action)?.rhombus).toBe(letter);
          expect(end.pose).toEqual(rhombus && endPose(rhombus.pose, end.motion));
          offered.push(end.action);
          seen.motion++;
        }
      }
      for (const place of aims.places.values()) {
        for (const a of place.actions) {
          const field = a.type === 'start' || a.type === 'place' ? a.at : 'to' in a ? a.to : null;
          // A place is the field the action names, or the rhombus standing on it.
          expect(place.spot).toBe(field);
          const on = view.fields[place.spot]?.rhombus ?? null;
          expect([place.field, place.rhombus]).toEqual(on ? [null, on] : [field, null]);
          offered.push(a);
          if (a.type === 'start' || a.type === 'move' || a.type === 'place') seen[a.type]++;
        }
      }
      // A rhombus is one place, whichever of its fields the actions name.
      const rhombi = [...aims.places.values()].flatMap((p) => (p.rhombus ? [p.rhombus] : []));
      expect(new Set(rhombi).size).toBe(rhombi.length);
      const lays = new Set<TempleAction>();
      for (const [field, actions] of aims.layByField)
        for (const a of actions) {
          // A laying is offered on each field the rhombus would cover.
          expect(a.type === 'lay' && hall.rhombusFields(a.pose)?.includes(field)).toBe(true);
          lays.add(a);
        }
      offered.push(...lays);
      seen.lay += lays.size;
      for (const [field, actions] of aims.layByField) {
        // Around a picked field, one ghost a place (pair of fields), straight or turned round.
        const places = new Set(actions.map((a) => (a.type === 'lay' ? placeOf(hall, a) : '')));
        for (const turned of [false, true]) {
          const ghosts = layGhosts(view.board.side, actions, turned);
          expect(ghosts.map((g) => placeOf(hall, g.action)).sort(), `field ${field}`).toEqual(
            [...places].sort(),
          );
          for (const g of ghosts) expect(actions).toContain(g.action);
        }
        // Turned round shows the other orientation where a place takes two.
        const straight = layGhosts(view.board.side, actions, false);
        const turned = layGhosts(view.board.side, actions, true);
        for (const [i, g] of straight.entries()) {
          const both = actions.filter((a) => placeOf(hall, a) === placeOf(hall, g.action));
          expect(turned[i]?.action === g.action).toBe(both.length === 1);
          if (both.length === 2) seen.turned++;
        }
      }
      if (aims.take) {
        offered.push(aims.take);
        seen.take++;
      }
      const expected = legal.filter((a) => a.type !== 'end').map(key);
      expect(offered.map(key).sort()).toEqual(expected.sort());
    }
    // The games went through every kind of place.
    for (const [kind, n] of Object.entries(seen)) expect(n, kind).toBeGreaterThan(0);
  });

  it('walks to either field of one rhombus are one place: the rhombus, with both actions', () => {
    // Seeded games never offered both fields of a rhombus at once; the grouping is checked on such a list.
    const s = unwrap(scenario({ figures: ['a5', 'j15'], rhombi: { A: ['c8', 'c9'] }, phase: 'figure' }));
    const view = temple.view(s, 0);
    const [f1, f2] = view.fields.filter((f) => f.rhombus === 'A').map((f) => f.id);
    const walks: TempleAction[] = [
      { type: 'move', to: f1! },
      { type: 'move', to: f2! },
    ];
    const places = [...templeAims(view, walks).places.values()];
    expect(places).toEqual([{ key: 'rA', actions: walks, field: null, rhombus: 'A', spot: f1 }]);
  });

  it('lights nothing for a viewer who may not play', () => {
    for (const { view } of decisions(1)) {
      const aims = templeAims(view, []);
      expect([aims.motions.size, aims.places.size, aims.layByField.size, aims.take]).toEqual([0, 0, 0, null]);
    }
  });
});
