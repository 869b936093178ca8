import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ServicePageFrame } from './ServicePageFrame';
import { isChunkLoadError } from '../lazyLoading/chunkLoadError';
import { reportUnexpectedError } from '../errorLog/scriptErrors';
import { primaryButton, outlinedButton } from '../../components/buttonClasses';

function PageFailed({ chunk }: { chunk: boolean }) {
  const { t } = useTranslation();
  return (
    <ServicePageFrame testId="page-failed" icon="close" title={t('pages.failed.title')}>
      <p className="text-gray-700">{t(chunk ? 'pages.failed.chunk' : 'pages.failed.explanation')}</p>
      <div className="flex gap-2">
        <button type="button" className={primaryButton} onClick={() => window.location.reload()}>
          {t('platform.snackbar.refresh')}
        </button>
        <Link to="/" className={outlinedButton}>
          {t('pages.home')}
        </Link>
      </div>
    </ServicePageFrame>
  );
}

type Props = { children: ReactNode };
type State = { error: unknown; failed: boolean };

/**
 * A page that fails to render, or whose code does not arrive, fails alone: the shell around it
 * stays, the page says so with Refresh, and the error is reported like any unexpected script
 * error (a chunk failure was reported by loadPage already). Keyed by path, so moving on clears it.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isChunkLoadError(error)) return;
    console.error('page failed', error, info.componentStack);
    reportUnexpectedError(error);
  }

  override render() {
    return this.state.failed ? <PageFailed chunk={isChunkLoadError(this.state.error)} /> : this.props.children;
  }
}
