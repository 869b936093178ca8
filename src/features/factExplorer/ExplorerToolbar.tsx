import { useTranslation } from 'react-i18next';
import type { ExplorerLocation } from './explorerLocation';
import { canGoBack, canGoForward, type Walk } from './walkHistory';
import { smallButton } from './explorerUi';

/** Breadcrumb steps shown before the rest fold into "…". */
const CRUMBS = 8;

type Props = { location: ExplorerLocation; walk: Walk; onJump: (index: number) => void; onGo: (change: Partial<ExplorerLocation>) => void };

/** The walk (back, forward, the breadcrumb of visited instances) and the choice of view. */
export function ExplorerToolbar({ location, walk, onJump, onGo }: Props) {
  const { t } = useTranslation();
  const first = Math.max(0, walk.steps.length - CRUMBS);
  const views = [
    { key: 'list', active: !location.termMap && location.view === 'list', go: { view: 'list' as const, termMap: false } },
    { key: 'graph', active: !location.termMap && location.view === 'graph', go: { view: 'graph' as const, termMap: false } },
    { key: 'termMap', active: location.termMap, go: { termMap: true } },
  ];
  return (
    <div className="flex flex-wrap items-center gap-3">
      <nav className="flex min-w-0 flex-1 flex-wrap items-center gap-1 text-sm" aria-label={t('factExplorer.walk.label')} data-testid="fact-walk">
        <button type="button" className={smallButton} disabled={!canGoBack(walk)} onClick={() => onJump(walk.at - 1)} data-testid="walk-back" aria-label={t('factExplorer.walk.back')} title={t('factExplorer.walk.back')}>
          ←
        </button>
        <button type="button" className={smallButton} disabled={!canGoForward(walk)} onClick={() => onJump(walk.at + 1)} data-testid="walk-forward" aria-label={t('factExplorer.walk.forward')} title={t('factExplorer.walk.forward')}>
          →
        </button>
        {first > 0 && <span className="px-1 text-gray-400">…</span>}
        {walk.steps.slice(first).map((step, i) => {
          const index = first + i;
          const here = index === walk.at;
          return (
            <span key={`${step.id}:${index}`} className="flex items-center gap-1">
              {i > 0 && <span className="text-gray-400">›</span>}
              <button
                type="button"
                className={`max-w-[14rem] truncate rounded px-1 ${here ? 'font-semibold text-gray-900' : 'text-primary hover:underline'}`}
                aria-current={here ? 'step' : undefined}
                onClick={() => !here && onJump(index)}
                title={step.caption}
              >
                {step.caption || '—'}
              </button>
            </span>
          );
        })}
      </nav>
      <div className="flex overflow-hidden rounded border border-gray-300 text-sm" role="group" aria-label={t('factExplorer.views.label')} data-testid="fact-views">
        {views.map((view) => (
          <button
            key={view.key}
            type="button"
            aria-pressed={view.active}
            className={`px-3 py-1 ${view.active ? 'bg-primary text-white' : 'bg-white text-gray-800 hover:text-primary'}`}
            onClick={() => onGo(view.go)}
          >
            {t(`factExplorer.views.${view.key}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
