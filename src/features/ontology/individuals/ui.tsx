import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../shell/dialogs/DialogFrame';
import { dangerButton, quietButton } from '../../../components/buttonClasses';

// The look shared by the individuals and text-editor screens (features do not share internals).

export const inputClass = 'rounded border border-gray-300 bg-white px-2 py-1 text-sm focus:border-primary focus:outline-none focus:ring-1 focus:ring-primary disabled:bg-gray-100 disabled:text-gray-600';
export const linkClass = 'text-primary hover:underline';
export const smallButton = 'rounded border border-gray-300 px-2 py-1 text-xs text-gray-700 hover:border-primary hover:text-primary disabled:opacity-50';

type Ask = { text: string; resolve: (ok: boolean) => void };

/** Asks before deleting: `await confirm(text)`; render the returned element once. */
export function useConfirmDelete(): [(text: string) => Promise<boolean>, ReactNode] {
  const { t } = useTranslation();
  const [ask, setAsk] = useState<Ask | null>(null);
  const confirm = useCallback((text: string) => new Promise<boolean>((resolve) => setAsk({ text, resolve })), []);
  const answer = (ok: boolean) => {
    ask?.resolve(ok);
    setAsk(null);
  };
  const element = (
    <DialogFrame
      open={ask !== null}
      onClose={() => answer(false)}
      title={t('individuals.list.delete')}
      testId="confirm-delete"
      actions={
        <>
          <button type="button" className={quietButton} onClick={() => answer(false)}>
            {t('individuals.bulk.cancel')}
          </button>
          <button type="button" className={dangerButton} onClick={() => answer(true)} autoFocus>
            {t('individuals.list.delete')}
          </button>
        </>
      }
    >
      <p className="text-sm text-gray-700">{ask?.text}</p>
    </DialogFrame>
  );
  return [confirm, element];
}
