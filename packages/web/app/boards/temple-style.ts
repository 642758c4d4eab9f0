/** The Temple Labyrinth board's styles (loaded with the board, React's `<style precedence>`). */
export const TEMPLE_CSS = `
.tb-wrap { position: relative; }
.tb-phase { font-weight: 600; }
.tb-ap { display: inline-flex; align-items: center; gap: 0.3rem; }
.tb-ap-label { color: var(--muted); }
.tb-pip { width: 0.85rem; height: 0.85rem; border-radius: 50%; border: 2px solid #b8860b; background: transparent; }
.tb-pip.on { background: #e0a800; }
.tb-ap-left { font-weight: 600; }
.tb-turn { color: var(--muted); margin-left: auto; }
.tb-drawn { display: inline-flex; align-items: center; gap: 0.4rem; }
.tb-mini { width: 3.2rem; height: 1.9rem; flex: none; }
.tb-hint { margin: 0 0 0.4rem; }
.tb-controls { display: flex; flex-wrap: wrap; gap: 0.4rem; margin-bottom: 0.4rem; }
.tb-scroll { max-width: 100%; }
.tb-scroll.zoomed { overflow: auto; max-height: 80vh; border-radius: 10px; }
.tb-scroll.zoomed .tb-board { width: 200%; max-width: none; }
/* In the scrolling box a ring around the board would be cut off: it is drawn inside its edge. */
.tb-scroll.zoomed .tb-board:focus-visible { outline-offset: -3px; }
.tb-board { user-select: none; -webkit-user-select: none; }
/* Focus shows as a blue edge on the shape itself (below), not as a box around it. */
.tb-board *:focus { outline: none; }
.tb-field { stroke-width: 1; }
.tb-floor { fill: #ecdcb5; stroke: #cdb68a; }
.tb-abyss { fill: #b5412f; stroke: #93301f; }
.tb-labels text { font-size: 15px; font-weight: 600; fill: #6b5b3e; }
.tb-outline { fill: none; stroke: #5a4630; stroke-width: 4; stroke-linejoin: round; }
.tb-entrance { fill: #fff; stroke: #6b5b3e; stroke-width: 2; }
.tb-passage { fill: #3a2c1e; }
.tb-symbol { fill: #f3d27a; stroke: #7a5a14; stroke-width: 2; }
.tb-tile { fill: #93a48f; stroke: #44523f; stroke-width: 2; stroke-linejoin: round; }
.tb-target-tile { fill: #e6b94a; stroke: #8a6510; }
.tb-wall { stroke: #2d2016; stroke-width: 7; stroke-linecap: round; }
.tb-snake path { fill: none; stroke: #1f6b2a; stroke-width: 3.5; stroke-linecap: round; }
.tb-snake circle { fill: #1f6b2a; }
.tb-letter { font-size: 15px; font-weight: 700; fill: #1e261d; paint-order: stroke; stroke: rgba(255,255,255,0.75); stroke-width: 3px; pointer-events: none; }
.tb-statue { stroke: #1b1b1b; stroke-width: 1.4; }
.tb-rhombus.movable .tb-tile { stroke: #1f2b1c; stroke-width: 2.5; }
.tb-rhombus.movable .tb-grip:hover .tb-tile { fill: #a6b8a2; }
.tb-rhombus.movable .tb-grip:hover .tb-target-tile { fill: #f0c75c; }
.tb-rhombus.selected .tb-tile { stroke: var(--accent); stroke-width: 4; }
.tb-rhombus.lifted { opacity: 0.35; }
.tb-grip:focus-visible { outline: none; }
.tb-grip:focus-visible .tb-tile { stroke: var(--focus); stroke-width: 5; }
.tb-figure circle { stroke: #fff; stroke-width: 3; }
.tb-figure text { fill: #fff; font-weight: 700; font-size: 15px; }
.tb-figure .tb-figure-ring { fill: none; stroke: #1b1b1b; stroke-width: 3; }
.tb-figure, .tb-stone, .tb-statue, .tb-labels, .tb-glyphs, .tb-fields, .tb-outline, .tb-cost, .tb-place-rhombus, .tb-pivot, .tb-selected { pointer-events: none; }
.tb-take .tb-statue { pointer-events: none; }
.tb-stone rect { fill: #4b4b4b; stroke-width: 4; }
.tb-place-field { fill: rgba(255, 214, 102, 0.42); stroke: #e0a800; stroke-width: 1.5; cursor: pointer; }
.tb-place-field:hover, .tb-place.open .tb-place-field, .tb-place-field.open { fill: rgba(255, 193, 7, 0.8); }
.tb-lay { fill: rgba(255, 214, 102, 0.2); stroke: #e0a800; stroke-width: 1; cursor: pointer; }
.tb-lay:hover { fill: rgba(255, 214, 102, 0.55); }
.tb-lay.open { fill: rgba(47, 109, 181, 0.45); stroke: #1b4f8f; stroke-width: 3; }
.tb-place-rhombus { fill: rgba(255, 214, 102, 0.3); stroke: #e0a800; stroke-width: 2; stroke-dasharray: 6 4; }
.tb-place-spot { fill: #fff3c4; stroke: #d99a00; stroke-width: 2.5; cursor: pointer; }
.tb-place-spot:hover, .tb-place.open .tb-place-spot { fill: #ffd452; }
.tb-cost { font-size: 15px; font-weight: 700; fill: #5a3b00; }
.tb-place-field:focus-visible, .tb-place-spot:focus-visible, .tb-end:focus-visible { outline: none; stroke: var(--focus); stroke-width: 5; }
.tb-ghost { cursor: pointer; }
.tb-ghost .tb-tile { fill: rgba(147, 164, 143, 0.45); stroke: var(--accent); stroke-width: 3; stroke-dasharray: 6 4; }
.tb-ghost:hover .tb-tile, .tb-ghost:focus-visible .tb-tile { fill: #93a48f; stroke-dasharray: none; }
.tb-ghost:focus-visible { outline: none; }
.tb-ghost:focus-visible .tb-tile { stroke: var(--focus); stroke-width: 5; }
.tb-end { fill: rgba(47, 109, 181, 0.14); stroke: #2f6db5; stroke-width: 2.5; stroke-dasharray: 7 5; cursor: pointer; }
.tb-end:hover, .tb-end.open { fill: rgba(47, 109, 181, 0.3); }
.tb-end.snap { fill: rgba(47, 109, 181, 0.45); stroke-width: 4; stroke-dasharray: none; }
.tb-selected { fill: none; stroke: var(--accent); stroke-width: 4; }
.tb-handle { cursor: grab; }
.tb-handle-hit { fill: transparent; }
.tb-handle-knob { fill: #2f6db5; stroke: #fff; stroke-width: 3; filter: drop-shadow(0 1px 2px rgba(0, 0, 0, 0.4)); }
.tb-handle-arrow { fill: none; stroke: #fff; stroke-width: 2.5; pointer-events: none; }
.tb-handle-head { fill: #fff; pointer-events: none; }
.tb-handle:hover .tb-handle-knob, .tb-handle.open .tb-handle-knob { fill: #1b4f8f; }
.tb-handle:focus-visible { outline: none; }
.tb-handle:focus-visible .tb-handle-knob { stroke: var(--focus); stroke-width: 4; fill: #1b4f8f; }
.tb-pivot { fill: #fff; stroke: #1b4f8f; stroke-width: 6; }
.tb-lift { opacity: 0.9; filter: drop-shadow(0 3px 4px rgba(0, 0, 0, 0.35)); }
.tb-snap-outline { fill: none; stroke: #1b4f8f; stroke-width: 4; pointer-events: none; }
.tb-take { cursor: pointer; }
.tb-take-ring { fill: rgba(255, 214, 102, 0.8); stroke: #d99a00; stroke-width: 3; }
.tb-take:focus-visible { outline: none; }
.tb-take:focus-visible .tb-take-ring { stroke: var(--focus); stroke-width: 5; }
.tb-legend { margin-top: 0.6rem; }
.tb-legend summary { font-weight: 600; cursor: pointer; margin-bottom: 0.3rem; }
.tb-legend ul { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr)); gap: 0.2rem 0.8rem; }
.tb-legend li { display: flex; align-items: center; gap: 0.4rem; font-size: 0.9rem; }
.tb-legend svg { width: 2.2rem; height: 2rem; flex: none; }
@media (max-width: 760px) {
  .tb-legend ul { grid-template-columns: repeat(auto-fill, minmax(9.5rem, 1fr)); }
  .tb-turn { margin-left: 0; }
  .tb-legend summary { padding: 0.6rem 0; }
}
`;
