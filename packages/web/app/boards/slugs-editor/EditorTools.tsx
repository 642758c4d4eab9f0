/** The editor's brushes: one button a brush of the mode (with its picture), and a slug's waking turn. */
import { MAX_WAKE, type Mode, SLUG_CHARS } from '@daedalus/slugs';
import type { ReactNode } from 'react';
import type { Translate } from '../../i18n/i18n.tsx';
import { Base, Door, HeroShape, Machine, S, SlugShape, Wall } from '../slugs-pieces.tsx';
import { TOOLS_OF, type Tool } from './model.ts';
import { THING } from './problems.ts';

/** A brush's picture. */
function ToolIcon({ tool }: { tool: Tool }) {
  let piece: ReactNode = null;
  switch (tool) {
    case '#':
      piece = <Wall x={0} y={0} owner="#" />;
      break;
    case 'X':
      piece = <Machine x={0} y={0} />;
      break;
    case 'A':
    case 'B':
      piece = <Base x={0} y={0} seat={tool === 'A' ? 0 : 1} />;
      break;
    case 'a':
    case 'b':
    case 'h':
      piece = <SlugShape cx={0.5} cy={0.58} hunts={tool === 'h' ? 'hero' : tool === 'a' ? 0 : 1} />;
      break;
    case 'H':
      piece = <HeroShape cx={0.5} cy={0.5} />;
      break;
    case 'E':
    case 'D':
      piece = <Door x={0} y={0} exit={tool === 'E'} />;
      break;
  }
  return (
    <svg viewBox={`0 0 ${S} ${S}`} aria-hidden="true" className="se-icon">
      <rect width={S} height={S} className="se-floor" />
      {piece}
    </svg>
  );
}

export function EditorTools({
  mode,
  tool,
  onTool,
  wake,
  onWake,
  t,
}: {
  mode: Mode;
  tool: Tool;
  onTool: (tool: Tool) => void;
  /** The turn a slug painted now wakes on. */
  wake: number;
  onWake: (turn: number) => void;
  t: Translate;
}) {
  return (
    <fieldset className="se-tools" data-testid="editor-tools">
      <legend>{t('editor.tools')}</legend>
      {TOOLS_OF[mode].map((k) => (
        <button
          key={k}
          type="button"
          aria-pressed={tool === k}
          className={tool === k ? 'se-tool on' : 'se-tool'}
          onClick={() => onTool(k)}
          data-tool={k}
        >
          <ToolIcon tool={k} />
          {t(THING[k] ?? 'editor.thing.floor')}
        </button>
      ))}
      {SLUG_CHARS.includes(tool) && (
        <label className="se-wake-field">
          {t('editor.wake')}
          <input
            type="number"
            min={1}
            max={MAX_WAKE}
            inputMode="numeric"
            value={wake}
            onChange={(e) => onWake(Math.max(1, Math.min(MAX_WAKE, Number(e.target.value) || 1)))}
            data-testid="editor-wake"
          />
        </label>
      )}
    </fieldset>
  );
}
