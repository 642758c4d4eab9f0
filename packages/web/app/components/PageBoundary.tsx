/**
 * What a page shows when it cannot be shown: a page loaded on first use (`lazy`) whose file
 * did not come — a tab opened before a new version was deployed asks for files that are gone,
 * or the connection dropped — or a page that failed while drawing. Without it React unmounts
 * the whole app and the window goes blank; with it the header stays, the page's place says
 * what happened, and a button reloads the app.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useI18n } from '../i18n/i18n.tsx';
import { ReloadButton } from './ReloadButton.tsx';

/** Whether an error is a page's file that did not load (the wording differs by browser). */
export function isLoadFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk/i.test(
    message,
  );
}

function PageFailed({ error }: { error: unknown }) {
  const { t } = useI18n();
  const load = isLoadFailure(error);
  return (
    <div className="panel page-failed" role="alert" data-testid="page-failed">
      <h1>{t(load ? 'app.loadFailed' : 'app.failed')}</h1>
      <p>{t(load ? 'app.loadFailedHint' : 'app.failedHint')}</p>
      <ReloadButton />
    </div>
  );
}

/**
 * Catches what the page below it throws. `page` names the page shown: going to another page
 * (the header's links) tries again.
 */
export class PageBoundary extends Component<{ page: string; children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error: error ?? new Error('unknown') };
  }

  override componentDidUpdate(previous: { page: string }): void {
    if (previous.page !== this.props.page && this.state.error !== null) this.setState({ error: null });
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('page failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.error !== null ? <PageFailed error={this.state.error} /> : this.props.children;
  }
}
