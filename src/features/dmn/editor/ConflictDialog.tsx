import { useState } from 'react';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Problem, problemText } from '../../../components/Problem';
import { formatDateTime } from '../../../i18n/format';
import type { PendingConflict } from './useDmnEditor';

type Props = { pending: PendingConflict | null; onMerge: () => Promise<void>; onTakeTheirs: () => Promise<void>; onClose: () => void };

/**
 * A colleague saved the decision while it was edited here, so the save was refused rather than
 * overwrite theirs. The person merges (rule by rule; clashes are listed after) or loads their version.
 */
export function ConflictDialog({ pending, onMerge, onTakeTheirs, onClose }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const current = pending?.conflict.current;
  const canMerge = Boolean(pending?.conflict.base);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setProblem(null);
    try {
      await action();
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={pending !== null} onClose={() => !busy && onClose()} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/30" />
      <div className="fixed inset-0 flex items-start justify-center p-4 pt-[15vh]">
        <DialogPanel role="alertdialog" className="flex w-full max-w-lg flex-col gap-3 rounded-lg bg-white p-5 shadow-xl" data-testid="dmn-conflict">
          <DialogTitle className="text-base font-semibold text-gray-900">{t('dmn.conflict.title')}</DialogTitle>
          <p className="text-sm text-gray-700">
            {t('dmn.conflict.text', { who: current?.updatedBy?.name ?? t('dmn.conflict.someone') })}
            {current && <span className="block text-xs text-gray-500">{formatDateTime(current.updatedAt)}</span>}
          </p>
          {!canMerge && <p className="text-xs text-gray-500">{t('dmn.conflict.noBase')}</p>}
          <Problem text={problem} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button onClick={onClose} disabled={busy}>
              {t('dmn.conflict.cancel')}
            </Button>
            <Button onClick={() => void run(onTakeTheirs)} disabled={busy} data-testid="dmn-conflict-theirs">
              {t('dmn.conflict.takeTheirs')}
            </Button>
            <Button variant="primary" onClick={() => void run(onMerge)} disabled={busy || !canMerge} data-testid="dmn-conflict-merge">
              {t('dmn.conflict.merge')}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
