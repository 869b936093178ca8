import { useTranslation } from 'react-i18next';
import { problemText } from '../../../components/Problem';
import type { SaveState } from './useAutosave';

const LOOKS: Record<SaveState, string> = {
  saved: 'text-green-700',
  pending: 'text-gray-500',
  saving: 'text-gray-500',
  error: 'text-red-700',
};

/** Where the autosave is: saved, changes waiting, saving, or failed (with Retry). */
export function SaveStateBadge({ state, error, onRetry }: { state: SaveState; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <span role="status" aria-live="polite" className={`text-sm ${LOOKS[state]}`} data-testid="save-state" data-state={state}>
      {state === 'error' ? t('simpleDocs.save.error', { error: problemText(error) }) : t(`simpleDocs.save.${state}`)}
      {state === 'error' && (
        <button type="button" className="ml-2 text-primary underline" onClick={onRetry}>
          {t('simpleDocs.save.retry')}
        </button>
      )}
    </span>
  );
}
