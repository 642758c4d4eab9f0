/**
 * The game master's words (B.2–B.6): every event as a sentence in a language, in the
 * original's wording ("Walked onto land, found a treasure", "Cannot move - hit a wall",
 * "A scream is heard!"). A movement's answer and a status answer are composed here from
 * each language's parts, in the order the game master tells them; every other event is
 * the language's own phrase.
 */
import type { Locale } from '@daedalus/core';
import { languageOf } from '../lang/index.ts';
import type { LabyrinthEvent, StatusSnapshot } from '../types.ts';
import { formatWith } from './format.ts';
import type { LabyrinthLanguage, MovementPhrases, Say, StatusPhrases } from './language.ts';

type Ev<T extends LabyrinthEvent['type']> = Extract<LabyrinthEvent, { type: T }>;

/** Ends a text with a full stop unless it already ends with a mark of its own. */
const sentence = (s: string): string => (/[.!?]$/.test(s) ? s : `${s}.`);

function movementText(e: Ev<'labyrinth/movement'>, w: MovementPhrases): string {
  const parts: string[] = [];
  if (e.returned) parts.push(w.returned);
  if (e.exit !== null) return w.exit[e.exit];
  const type = e.cellType;
  const toDelta = type === 'delta';
  if (e.hitWall) {
    let t = e.riverBlocked ? w.riverBlocked : w.hitWall;
    if (e.carried) t += w.carriedAfterWall(toDelta);
    parts.push(t);
  } else if (e.movement === 'flow') parts.push(w.flow(toDelta));
  else if (e.looped) parts.push(w.looped);
  else if (e.fellIntoPit) parts.push(w.fell);
  else if (e.carried) parts.push(w.carried(toDelta));
  else if (e.walkedAlong) parts.push(w.walkedAlong(toDelta));
  else if (type === 'encephalitis' && e.miteWoken) parts.push(w.wokeOnArrival);
  else if (type !== null) parts.push(w.into[type]);
  if (e.miteWoken && (e.hitWall || e.carried || e.fellIntoPit || e.looped || e.movement === 'flow'))
    parts.push(w.woke);
  if (e.healed) parts.push(w.healed);
  if (e.immune) parts.push(w.immune);
  if (e.cremated) parts.push(w.cremated);
  if (e.weaponry !== null) parts.push(w.weaponry(e.weaponry));
  if (e.found !== null) parts.push(w.found(e.found));
  return parts.map((p, i) => (i === 0 ? p : p.charAt(0).toLowerCase() + p.slice(1))).join(', ');
}

function statusText(st: StatusSnapshot, w: StatusPhrases): string {
  if (st.condition === 'dead') return w.dead;
  if (st.condition === 'lost') return w.lost;
  const health = st.infected ? w.infected(st.movesToHeal) : st.health === 'wounded' ? w.wounded : w.healthy;
  const parts = [w.youAre(health)];
  if (st.immune) parts.push(w.immune);
  parts.push(w.ammo(st.bullets, st.grenades));
  if (st.holding !== null) parts.push(w.holding(st.holding));
  parts.push(w.orders(st.reordersLeft + st.extraReorders));
  if (st.outside) parts.push(w.outside);
  return `${parts.join('; ')}.`;
}

/** An event in the words of a language. */
export function describeWith(e: LabyrinthEvent, lang: LabyrinthLanguage): string {
  switch (e.type) {
    case 'labyrinth/movement':
      return sentence(movementText(e, lang.movement));
    case 'labyrinth/status':
      return statusText(e.status, lang.status);
    default: {
      const say: Say = {
        action: (a) => formatWith(a, lang.actions),
        said: (events) =>
          events
            .filter((x) => x.type !== 'labyrinth/move')
            .map((x) => describeWith(x, lang))
            .join(' '),
      };
      const phrase = lang.events[e.type] as (e: LabyrinthEvent, s: Say) => string;
      return phrase(e, say);
    }
  }
}

/** An event in words for a locale (announcements, logs, recalls). */
export function describeEvent(e: LabyrinthEvent, locale: Locale): string {
  return describeWith(e, languageOf(locale));
}
