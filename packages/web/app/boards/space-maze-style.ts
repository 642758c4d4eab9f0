/** The Space Maze board's styles (loaded with the board, React's `<style precedence>`). */
export const SPACE_MAZE_CSS = `
.smz-wrap {
  --smz-green: #3fa34d;
  --smz-purple: #8e4fc4;
  --smz-orange: #ef8a2f;
  --smz-R: #d2453a;
  --smz-Y: #e8c13a;
  --smz-B: #3a6fd2;
  --smz-S: #c9ccd3;
  display: grid;
  gap: 0.5rem;
  min-width: 0;
}
.smz-bar {
  display: flex;
  flex-wrap: wrap;
  gap: 0.3rem 0.9rem;
  align-items: center;
  font-weight: 600;
}
.smz-phase {
  background: #141b3a;
  color: #fff;
  border-radius: 999px;
  padding: 0.15rem 0.7rem;
}
.smz-step {
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.3rem 0.6rem;
}
.smz-step .swatch, .smz-panel h3 .swatch {
  display: inline-block;
  width: 0.9rem;
  height: 0.9rem;
  border-radius: 50%;
}
.smz-left {
  display: inline-flex;
  flex-wrap: wrap;
  gap: 0.2rem 0.7rem;
}
.smz-foot {
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
}
.smz-hint {
  margin: 0;
}
.smz-dot {
  display: inline-block;
  width: 0.75rem;
  height: 0.75rem;
  border-radius: 50%;
  vertical-align: middle;
  border: 1px solid rgba(0, 0, 0, 0.25);
}
.smz-dot.big {
  width: 1rem;
  height: 1rem;
}
.smz-seat-dot {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 1.2rem;
  height: 1.2rem;
  border-radius: 50%;
  color: #fff;
  font-size: 0.75rem;
  font-weight: 700;
  margin-left: 0.25rem;
  vertical-align: middle;
}
.smz-controls {
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
}
.smz-chip, .smz-choice {
  min-height: 44px;
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
}
.smz-chip[aria-pressed='true'] {
  outline: 3px solid #f4d35e;
  outline-offset: 1px;
}
.smz-scroll {
  min-width: 0;
}
.smz-board {
  background: #141b3a;
  user-select: none;
}
.smz-space {
  fill: #141b3a;
}
.smz-floor {
  fill: #2b3559;
  stroke: #0c1128;
  stroke-width: 2;
}
.smz-tile.relic .smz-floor {
  fill: #5b6275;
}
.smz-relic-ring {
  fill: none;
  stroke: #c9ccd3;
  stroke-width: 3;
  stroke-dasharray: 6 5;
}
.smz-door {
  stroke: rgba(0, 0, 0, 0.35);
  stroke-width: 1;
}
.smz-pad rect {
  fill: #103a48;
  stroke: #5fe1f5;
  stroke-width: 2.5;
}
.smz-pad path {
  stroke: #5fe1f5;
  stroke-width: 2;
  fill: none;
}
.smz-pass {
  stroke: #0c1128;
  stroke-width: 1.5;
}
.smz-relic polygon {
  fill: #f4d35e;
  stroke: #fff7c2;
  stroke-width: 2;
}
.smz-glue {
  fill: rgba(255, 255, 255, 0.35);
  stroke: #fff;
  stroke-width: 1.5;
  stroke-dasharray: 3 2;
}
.smz-body {
  stroke: #fff;
  stroke-width: 1.6;
}
.smz-eye {
  fill: #fff;
}
.smz-alien-seat {
  fill: #fff;
  font: 700 11px system-ui, sans-serif;
  paint-order: stroke;
  stroke: rgba(0, 0, 0, 0.55);
  stroke-width: 2.5px;
}
.smz-alien-halo {
  fill: none;
  stroke: #f4d35e;
  stroke-width: 4;
}
.smz-alien-at.pickable {
  cursor: pointer;
}
.smz-tube {
  stroke: #9aa7c7;
  stroke-width: 9;
  stroke-linecap: round;
}
.smz-saucer {
  stroke: #e6ebf5;
  stroke-width: 2.5;
}
.smz-aboard-halo {
  fill: none;
  stroke: #f4d35e;
  stroke-width: 2.5;
}
.smz-dome {
  fill: #cfe3ff;
  opacity: 0.85;
}
.smz-lit {
  fill: rgba(244, 211, 94, 0.12);
  stroke: #f4d35e;
  stroke-width: 4;
  pointer-events: none;
}
.smz-lit.choose {
  stroke-dasharray: 10 6;
}
.smz-partner {
  fill: none;
  stroke: #fff;
  stroke-width: 3;
  stroke-dasharray: 6 4;
  pointer-events: none;
}
.smz-target {
  fill: transparent;
  stroke: none;
  cursor: pointer;
}
.smz-mark {
  fill: rgba(244, 211, 94, 0.25);
  stroke: #f4d35e;
  stroke-width: 3.5;
  pointer-events: none;
}
.smz-target.ufo {
  fill: rgba(244, 211, 94, 0.2);
  stroke: #f4d35e;
  stroke-width: 3.5;
}
.smz-target:hover, .smz-target:focus-visible {
  outline: none;
  stroke: #fff;
  stroke-width: 4;
}
.smz-tray h3, .smz-hand h3 {
  font-size: 1rem;
  margin: 0 0 0.3rem;
}
.smz-tray ul, .smz-hand ul, .smz-placed {
  list-style: none;
  padding: 0;
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
}
/* The dice stand in columns sharing the tray's width, so that a caption has all of its column. */
.smz-tray ul {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(5.2rem, 1fr));
}
.smz-tray li {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.15rem;
  min-width: 0;
  font-size: 0.75rem;
  text-align: center;
}
.smz-tray li.taken .smz-die-still {
  opacity: 0.55;
}
.smz-die-button, .smz-die-still {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  padding: 0;
  border-radius: 10px;
}
.smz-die-button {
  border: 3px solid #f4d35e;
  background: #fffbea;
  cursor: pointer;
}
.smz-die-button:hover {
  background: #fff2b8;
}
.smz-pip {
  fill: #fff;
}
.smz-move-face {
  fill: #fff;
  stroke: #9aa0ad;
  stroke-width: 1.5;
}
/*
 * A caption longer than its column ("Diagonaldrehung", "Диагональный поворот" on a phone) wraps
 * between its words, else is hyphenated in the page's language; where the browser has no
 * hyphenation for it, a word is broken at the column's edge: never past it, over the next die
 * or out of the tray.
 */
.smz-die-note {
  max-width: 100%;
  line-height: 1.2;
  overflow-wrap: anywhere;
  hyphens: auto;
}
.smz-kind {
  color: var(--muted, #666);
}
.smz-hand .smz-card {
  min-height: 56px;
  min-width: 6.5rem;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  justify-content: center;
  gap: 0.1rem;
  text-align: left;
  border: 2px solid #3a4670;
  background: #eef1fb;
  color: #141b3a;
}
.smz-hand .smz-card:disabled {
  cursor: default;
  opacity: 1;
}
.smz-hand.active .smz-card:disabled {
  opacity: 0.5;
}
.smz-hand .smz-card.picked {
  background: #f4d35e;
  border-color: #141b3a;
}
.smz-hand .smz-card[data-action='discard'] {
  border-color: #c0392b;
}
.smz-card-name {
  font-weight: 700;
}
.smz-cost {
  font-size: 0.8rem;
}
.smz-panels {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: 0.5rem;
}
.smz-panel {
  border: 2px solid;
  border-radius: 10px;
  padding: 0.4rem 0.6rem;
  background: var(--panel, #fff);
}
.smz-panel.current {
  box-shadow: 0 0 0 3px #f4d35e;
}
.smz-panel h3 {
  margin: 0 0 0.2rem;
  font-size: 1rem;
  display: flex;
  align-items: center;
  gap: 0.35rem;
}
.smz-facts {
  margin: 0 0 0.3rem;
  display: flex;
  flex-wrap: wrap;
  gap: 0.2rem 0.8rem;
  font-size: 0.85rem;
}
.smz-tokens {
  display: inline-flex;
  align-items: center;
  gap: 0.15rem;
}
.smz-token {
  width: 0.8rem;
  height: 0.8rem;
  transform: rotate(45deg);
  border: 2px solid #b08d1a;
  display: inline-block;
}
.smz-token.on {
  background: #f4d35e;
}
.smz-fact-text {
  margin-left: 0.3rem;
}
.smz-revealed {
  margin: 0 0 0.3rem;
  font-style: italic;
}
.smz-placed li {
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  font-size: 0.8rem;
}
/* A list item, so the disclosure triangle shows that it opens; tall enough for a finger. */
.smz-legend summary {
  display: list-item;
  min-height: 44px;
  padding: 0.6rem 0 0.2rem;
  font-weight: 600;
  cursor: pointer;
}
.smz-legend ul {
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 0.3rem;
  font-size: 0.9rem;
}
/* Each sign in a column of its own, its words beside it, wrapping under the words only. */
.smz-legend li {
  display: grid;
  grid-template-columns: 2rem 1fr;
  align-items: center;
  column-gap: 0.5rem;
}
.smz-legend-pic {
  display: flex;
  justify-content: center;
}
.smz-legend-wide .smz-legend-text {
  grid-column: 1 / -1;
}
.smz-legend-text .smz-door-chip {
  vertical-align: middle;
}
.smz-door-chip {
  display: inline-block;
  width: 1.4rem;
  height: 0.6rem;
  border-radius: 2px;
  border: 1px solid rgba(0, 0, 0, 0.35);
}
.smz-door-chip.R { background: var(--smz-R); }
.smz-door-chip.Y { background: var(--smz-Y); }
.smz-door-chip.B { background: var(--smz-B); }
.smz-door-chip.S { background: var(--smz-S); }
.smz-pad-chip {
  display: inline-block;
  width: 1.1rem;
  height: 0.9rem;
  border-radius: 3px;
  background: #103a48;
  border: 2px solid #5fe1f5;
}
.smz-relic-chip {
  display: inline-block;
  width: 0.8rem;
  height: 0.8rem;
  background: #f4d35e;
  transform: rotate(45deg);
  border: 1px solid #b08d1a;
}
@media (max-width: 760px) {
  .smz-tray ul { grid-template-columns: repeat(auto-fill, minmax(4.6rem, 1fr)); }
  .smz-panels { grid-template-columns: 1fr; }
}
`;
