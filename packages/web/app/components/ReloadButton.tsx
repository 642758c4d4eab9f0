/**
 * Reloads the app: what a page offers when the version in this tab cannot go on (a file or a
 * game it does not have, after a new version was deployed since the tab was opened).
 */
import { useI18n } from '../i18n/i18n.tsx';

export function ReloadButton() {
  const { t } = useI18n();
  return (
    <button type="button" className="primary" onClick={() => location.reload()} data-testid="reload">
      {t('app.reload')}
    </button>
  );
}
