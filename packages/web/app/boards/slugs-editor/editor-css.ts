/** The level editor's style sheet (its pieces' come from `slugs-pieces.tsx`). */
export const EDITOR_CSS = `
.slugs-editor h1 { margin-bottom: 0.2rem; }
.se-start { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; margin: 0.6rem 0; }
.se-columns { display: grid; grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); gap: 1rem; align-items: start; }
.se-rooms { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; margin-bottom: 0.5rem; }
.se-tools { display: flex; flex-wrap: wrap; gap: 0.35rem; border: 1px solid var(--line); border-radius: 8px; padding: 0.4rem 0.5rem 0.5rem; margin: 0 0 0.5rem; }
.se-tools legend { font-weight: 600; padding: 0 0.3rem; }
.se-tool { display: inline-flex; align-items: center; gap: 0.35rem; min-height: 44px; padding: 0.25rem 0.6rem 0.25rem 0.3rem; }
.se-tool.on { background: #dce9f8; border-color: var(--accent); box-shadow: inset 0 0 0 2px var(--accent); }
.se-icon { width: 1.9rem; height: 1.9rem; flex: none; border-radius: 3px; }
.se-wake-field { display: inline-flex; align-items: center; gap: 0.4rem; }
.se-wake-field input { width: 5rem; min-height: 44px; }
.se-scroll { max-width: 100%; overflow: auto; }
.se-grid { display: block; width: 100%; min-width: calc(var(--cols) * 28px); touch-action: none; user-select: none; -webkit-user-select: none; cursor: crosshair; }
.se-grid:focus { outline: none; }
.se-grid:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.se-floor { fill: #efe9dc; }
.se-floor.odd { fill: #e8e1d1; }
.se-coord { font-size: 12px; fill: var(--muted); }
.se-bad { fill: rgba(200, 40, 30, 0.12); stroke: #c8281e; stroke-width: 3; pointer-events: none; }
.se-cursor { fill: none; stroke: var(--focus); stroke-width: 3; pointer-events: none; }
.se-grid:not(:focus) .se-cursor { display: none; }
.se-wake circle { fill: #5c6b7a; stroke: #fff; stroke-width: 2; }
.se-wake text { font-size: 11px; font-weight: 700; fill: #fff; }
.se-wake, .se-grid text { pointer-events: none; }
.se-fields { display: grid; grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr)); gap: 0.5rem 0.8rem; margin-top: 0.6rem; }
.se-fields label { display: flex; flex-direction: column; gap: 0.2rem; }
.se-fields label.checkbox-line { flex-direction: row; align-items: center; min-height: 44px; }
.se-fields .se-note { grid-column: 1 / -1; }
.se-verdict { font-weight: 600; margin: 0.2rem 0 0.4rem; }
.se-verdict.ok { color: #2a7a2a; }
.se-verdict.bad { color: var(--warn); }
.se-problems { margin: 0 0 0.6rem; padding-left: 1.1rem; }
.se-problems li { margin-bottom: 0.25rem; }
.se-problems li.error strong { color: var(--warn); }
.se-problems li.warning strong { color: #9a6a00; }
.se-where { color: var(--muted); }
.se-show { margin-left: 0.4rem; padding: 0.1rem 0.5rem; }
.se-stale { opacity: 0.45; filter: grayscale(0.6); }
.se-actions { display: flex; flex-wrap: wrap; gap: 0.4rem; }
.se-text h2 { margin: 0; font-size: 1.05rem; }
.se-text textarea { width: 100%; font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 0.9rem; line-height: 1.3; }
.se-side { display: flex; flex-direction: column; gap: 0.8rem; }
@media (max-width: 760px) {
  .se-columns { grid-template-columns: minmax(0, 1fr); }
  .se-fields input, .se-fields select { min-height: 44px; }
  .se-grid { min-width: calc(var(--cols) * 44px); }
}
`;
