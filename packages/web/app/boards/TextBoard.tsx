/**
 * The board of a game that has no drawn board yet: the game's own text
 * rendering of the view (`text.render`), or the view as JSON. Its actions are
 * played from the frame's list.
 */
import { useI18n } from '../i18n/i18n.tsx';
import type { BoardModule, BoardProps } from '../play/types.ts';

function Board({ game, view, reveal }: BoardProps) {
  const { locale } = useI18n();
  let text: string;
  try {
    text = game.text ? game.text.render(view, locale) : JSON.stringify(view, null, 2);
  } catch {
    text = JSON.stringify(view, null, 2);
  }
  let revealed: string | undefined;
  if (reveal !== undefined) {
    try {
      revealed = game.text?.reveal?.(reveal, locale);
    } catch {
      revealed = undefined;
    }
  }
  return (
    <div className="text-board" data-testid="board">
      <pre>{text}</pre>
      {revealed && <p className="revealed">{revealed}</p>}
    </div>
  );
}

export const textBoard: BoardModule = { Board };
