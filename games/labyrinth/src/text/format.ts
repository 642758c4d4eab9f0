/**
 * Structured actions → words, in the style the parser reads back: for menus, logs and
 * recalls, composed from each language's parts as the original says a move ("Shoot left,
 * then go up", "Go up, then blow the upper wall" — the wall named as the game master's answer
 * names it, where the original says "the up wall" —, conditions, then what not to tell or pick
 * up in brackets). `parseMove(formatAction(a, locale), { lang: locale })` gives `a` again.
 */
import type { Locale } from '@daedalus/core';
import { languageOf } from '../lang/index.ts';
import type { Act, LabyrinthAction } from '../types.ts';
import { type ActionPhrases, capitalize } from './language.ts';

function act(a: Act, p: ActionPhrases): string {
  const body = ((): string => {
    switch (a.do) {
      case 'shoot':
        return p.shoot(a.dir, a.target);
      case 'blow':
        return p.blow(a.dir);
      case 'mine':
        return p.mine(a.to);
      case 'leave':
        return p.leave(a.item, a.to);
    }
  })();
  return a.if ? `${p.condition(a.if)}, ${body}` : body;
}

/** An action in the words of a language. */
export function formatWith(action: LabyrinthAction, p: ActionPhrases): string {
  switch (action.type) {
    case 'skip':
      return p.skip;
    case 'status':
      return p.status;
    case 'break':
      return p.pause;
    case 'recall':
      return p.recall(action.seat);
    case 'start':
      return p.start(action.cell);
    case 'reorder':
      return p.reorder(action.cell);
    case 'peek':
      return p.peek(action.cell);
    case 'move': {
      const m = action.movement;
      const movement = m === 'flow' ? p.flow : m === 'loop' ? p.loop : p.go(m);
      const before = (action.before ?? []).map((a) => act(a, p)).join(', ');
      let text = before ? `${before}${p.join}${movement}` : movement;
      if (action.after?.length) text += `${p.join}${action.after.map((a) => act(a, p)).join(', ')}`;
      const flags: string[] = [];
      if (action.pickup === false) flags.push(p.noPickup);
      if (action.refill === false) flags.push(p.noRefill);
      if (action.treasure !== undefined) flags.push(p.treasure(action.treasure));
      if (action.report === 'dark') flags.push(p.dark);
      if (action.report === 'semi-dark') flags.push(...p.semiDark);
      if (flags.length) text += ` (${flags.join('; ')})`;
      return capitalize(text);
    }
  }
}

/** An action in words for a locale (menus, buttons, logs). */
export function formatAction(action: LabyrinthAction, locale: Locale = 'en'): string {
  return formatWith(action, languageOf(locale).actions);
}
