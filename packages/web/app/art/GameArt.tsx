/**
 * A game's picture on the home page and the rules page, from its card (its bundle's SVG
 * elements for a 120 × 120 view box), shown as an image: decorative, so hidden from screen readers.
 */
import { cardOf } from '../cards.ts';

/** A maze spiral, for a game that has no picture of its own. */
const GENERIC =
  '<rect x="4" y="4" width="112" height="112" rx="6" fill="#eee"/><path d="M20 20h80v80H36V36h48v48H52V52h16" stroke="#555" stroke-width="6" fill="none"/>';

const source = (elements: string): string =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120">${elements}</svg>`)}`;

export function GameArt({ id }: { id: string }) {
  return <img className="game-art" src={source(cardOf(id)?.art ?? GENERIC)} alt="" aria-hidden="true" />;
}
