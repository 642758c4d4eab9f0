/**
 * The level's check beside the editor: fine or how many errors, each problem in words with
 * where it is (a button selects it in the text), and what can be done with the level: play it
 * at this screen, download it, copy it, copy a link that opens it.
 */
import { cellName, type Level, type LevelCheck, type Mode } from '@daedalus/slugs';
import { useI18n } from '../../i18n/i18n.tsx';
import { problemWhat, problemWhere } from './problems.ts';

export function CheckPanel({
  check,
  rooms,
  mode,
  said,
  problem,
  onPlay,
  onDownload,
  onCopy,
  onShare,
  onShow,
}: {
  check: LevelCheck;
  /** The rooms read from the text, if it can be read. */
  rooms: readonly Level[] | null;
  mode: Mode;
  /** What the last action did ("Copied"), and why playing was refused. */
  said: string | null;
  problem: string | null;
  onPlay: () => void;
  onDownload: () => void;
  onCopy: () => void;
  onShare: () => void;
  /** Selects a line and column of the text. */
  onShow: (line: number, column: number) => void;
}) {
  const { t } = useI18n();
  const errors = check.problems.filter((p) => p.severity === 'error');
  return (
    <section className="se-check panel" aria-labelledby="check-heading">
      <h2 id="check-heading">{t('editor.check')}</h2>
      <p
        role="status"
        className={check.ok ? 'se-verdict ok' : 'se-verdict bad'}
        data-testid="editor-verdict"
        data-ok={check.ok}
      >
        {check.ok ? t('editor.fine') : t('editor.errors', { n: errors.length })}
      </p>
      {check.problems.length > 0 && (
        <ul className="se-problems" data-testid="editor-problems">
          {check.problems.map((p, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: problems are known by their place in the list
              key={i}
              className={p.severity}
              data-code={p.code}
              data-severity={p.severity}
              data-line={p.line}
              data-cell={p.cell ? cellName(p.cell) : undefined}
            >
              <strong>{t(p.severity === 'error' ? 'editor.error' : 'editor.warning')}:</strong>{' '}
              {problemWhat(p, rooms, t)}
              {problemWhere(p, t) && <span className="se-where"> ({problemWhere(p, t)})</span>}
              {p.line !== undefined && (
                <button
                  type="button"
                  className="subtle se-show"
                  onClick={() => onShow(p.line!, p.column ?? 1)}
                >
                  {t('editor.show')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="se-actions">
        <button
          type="button"
          className="primary"
          disabled={!check.ok}
          onClick={onPlay}
          data-testid="editor-play"
        >
          {t('editor.play')}
        </button>
        <button type="button" onClick={onDownload} data-testid="editor-download">
          {t('editor.download')}
        </button>
        <button type="button" onClick={onCopy} data-testid="editor-copy">
          {t('editor.copy')}
        </button>
        <button type="button" onClick={onShare} data-testid="editor-share">
          {t('editor.share')}
        </button>
      </div>
      {said && (
        <p className="muted small" role="status" data-testid="editor-said">
          {said}
        </p>
      )}
      {problem && (
        <p className="problem" role="alert" data-testid="editor-problem">
          {problem}
        </p>
      )}
      <p className="muted small">{t(mode === 'duel' ? 'editor.playDuel' : 'editor.playAlone')}</p>
    </section>
  );
}
