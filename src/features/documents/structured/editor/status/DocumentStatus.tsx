import { useTranslation } from 'react-i18next';
import type { RelayStatus } from '../live/useDocConnection';
import type { SaveState } from './saveTracking';

const DOT: Record<RelayStatus, string> = { connecting: 'bg-gray-400', connected: 'bg-green-600', disconnected: 'bg-amber-500' };

type Props = { status: RelayStatus; saveState: SaveState; readOnly: boolean };

/**
 * The connection (offline edits are kept and merged on reconnect) and the save state the server
 * reports: «Есть несохранённые изменения» / «Все изменения сохранены». A read-only document is
 * not saved from here at all, so it says so instead.
 */
export function DocumentStatus({ status, saveState, readOnly }: Props) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-gray-600">
      <span className="flex items-center gap-1.5" data-testid="sdoc-connection" data-status={status} title={status === 'disconnected' ? t('sdocEditor.status.offlineHint') : undefined}>
        <span className={`inline-block h-2 w-2 rounded-full ${DOT[status]}`} aria-hidden="true" />
        {t(`sdocEditor.status.${status}`)}
      </span>
      {readOnly ? (
        <span className="rounded bg-gray-100 px-1.5 py-0.5" data-testid="sdoc-readonly">
          {t('sdocEditor.status.readOnly')}
        </span>
      ) : (
        <span data-testid="sdoc-save-state" data-state={saveState} className={saveState === 'ToBeSaved' ? 'text-amber-700' : 'text-green-700'} role="status">
          {t(`sdocEditor.status.${saveState}`)}
        </span>
      )}
    </div>
  );
}
