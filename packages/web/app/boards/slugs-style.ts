/** The Slug Labyrinth board's styles (loaded with the board, React's `<style precedence>`). */
export const SLUGS_BOARD_CSS = `
.sb-wrap { position: relative; }
.sb-turn { font-weight: 600; }
.sb-stock { display: inline-flex; align-items: center; gap: 0.35rem; }
.sb-stock .swatch, .sb-list .swatch { width: 0.8rem; height: 0.8rem; border-radius: 2px; display: inline-block; flex: none; }
.sb-hero-line { display: inline-flex; flex-wrap: wrap; align-items: center; gap: 0.3rem 0.6rem; }
.sb-stress { display: inline-flex; align-items: center; gap: 0.2rem; }
.sb-stress-label { color: var(--muted); margin-right: 0.2rem; }
.sb-pip { width: 0.9rem; height: 0.9rem; border-radius: 3px; border: 2px solid #b3412e; background: transparent; }
.sb-pip.on { background: #e9a23b; border-color: #b36b12; }
.sb-pip.on.s4, .sb-pip.on.s5 { background: #d9482f; border-color: #8f2414; }
.sb-stress-n { font-weight: 600; margin-left: 0.2rem; }
.sb-mood { font-style: italic; }
.sb-note, .sb-hint, .sb-keys { margin: 0 0 0.4rem; }
.sb-controls { display: flex; flex-wrap: wrap; align-items: center; gap: 0.4rem; margin-bottom: 0.4rem; }
.sb-batch { display: inline-flex; align-items: center; gap: 0.3rem; min-height: 44px; }
.sb-scroll { max-width: 100%; }
.sb-scroll.zoomed { overflow: auto; max-height: 75vh; border-radius: 8px; border: 1px solid var(--line); }
.sb-scroll.zoomed .sb-board { max-width: none; height: auto; }
/* In the scrolling box a ring around the map would be cut off: it is drawn inside its edge. */
.sb-scroll.zoomed .sb-board:focus-visible { outline-offset: -3px; }
.sb-board { display: block; width: 100%; user-select: none; -webkit-user-select: none; touch-action: manipulation; }
.sb-board:focus { outline: none; }
.sb-board:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.sb-floor { fill: #efe9dc; }
.sb-floor.odd { fill: #e8e1d1; }
.sb-coord { font-size: 12px; fill: var(--muted); }
.sb-path polyline { fill: none; stroke-width: 3; stroke-dasharray: 6 5; stroke-linecap: round; stroke-linejoin: round; opacity: 0.85; }
.sb-path circle { opacity: 0.85; }
.sb-eat { stroke-width: 4; stroke-linecap: round; }
.sb-remains { opacity: 0.75; }
.sb-remains .sp-slug.asleep { filter: grayscale(1) brightness(1.6); opacity: 1; }
.sb-remains-layer { pointer-events: none; }
.sb-changed circle { fill: #f0a500; stroke: #fff; stroke-width: 2; }
.sb-changed text { font-size: 13px; font-weight: 800; fill: #3a2a00; }
.sb-transit rect { fill: rgba(91, 74, 54, 0.15); stroke: #5b4a36; stroke-width: 2.5; stroke-dasharray: 5 4; }
.sb-transit text { font-size: 15px; font-weight: 700; fill: #5b4a36; }
.sb-badge circle { stroke: #fff; stroke-width: 2; }
.sb-badge.asleep circle { fill: #5c6b7a; }
.sb-badge.deciding circle { fill: #d98a00; }
.sb-badge text { font-size: 11px; font-weight: 700; fill: #fff; }
.sb-seen circle { fill: rgba(217, 72, 47, 0.12); stroke: #d9482f; stroke-width: 2; stroke-dasharray: 4 3; }
.sb-seen text { font-size: 13px; font-weight: 700; fill: #d9482f; }
.sb-hit { fill: transparent; stroke: rgba(47, 109, 181, 0.22); stroke-width: 1.5; cursor: pointer; }
.sb-hit:hover { fill: rgba(47, 109, 181, 0.22); stroke: #2f6db5; stroke-width: 2; }
.sb-hit.on { fill: rgba(91, 74, 54, 0.35); stroke: #5b4a36; stroke-width: 3; stroke-dasharray: 5 4; }
.sb-cursor { fill: none; stroke: var(--focus); stroke-width: 3; pointer-events: none; }
.sb-cursor.legal { fill: rgba(27, 95, 209, 0.12); }
.sb-board:not(:focus) .sb-cursor { display: none; }
.sb-seen-layer, .sb-paths, .sb-transits, .sb-walls, .sb-vanishing, .sb-slugs, .sb-hero, .sb-things, .sb-floors, .sb-coord { pointer-events: none; }
.sb-rise { transform-box: fill-box; transform-origin: center; animation: sb-rise 0.35s ease-out; }
@keyframes sb-rise { from { transform: scale(0.2); opacity: 0; } to { transform: scale(1); opacity: 1; } }
.sb-vanish { animation: sb-vanish 0.7s ease-in forwards; }
@keyframes sb-vanish { from { opacity: 0.9; } to { opacity: 0; } }
@media (prefers-reduced-motion: reduce) {
  .sb-rise { animation: none; }
  .sb-vanish { animation: none; opacity: 0; }
}
.sb-list, .sb-legend { margin-top: 0.5rem; }
.sb-list summary, .sb-legend summary { font-weight: 600; cursor: pointer; min-height: 44px; display: list-item; padding: 0.6rem 0 0.2rem; }
.sb-list ul { margin: 0.2rem 0; padding-left: 0.2rem; list-style: none; }
.sb-list li { display: flex; gap: 0.4rem; align-items: baseline; font-size: 0.92rem; }
.sb-legend ul { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr)); gap: 0.25rem 0.8rem; }
.sb-legend li { display: flex; align-items: center; gap: 0.45rem; font-size: 0.9rem; }
.sb-legend svg { width: 1.9rem; height: 1.9rem; flex: none; border-radius: 3px; }
@media (max-width: 760px) {
  /* Not sticky on a phone: over the map it would hide its letters and top rows. (Two
     classes: the app's .board-bar, loaded after this sheet, would win over one.) */
  .board-bar.sb-bar { position: static; }
  .sb-legend ul { grid-template-columns: 1fr; }
}
`;
