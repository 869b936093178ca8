import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import type { ComponentProps } from 'react';
import { RunResults } from './RunResults';

type Props = { open: boolean; onClose: () => void } & ComponentProps<typeof RunResults>;

/** The run's results over the whole window: the side panel is narrow for many inputs and outputs. */
export function RunResultsDialog({ open, onClose, ...results }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/30" />
      <div className="fixed inset-0 flex items-start justify-center p-4 pt-[6vh]">
        <DialogPanel className="flex max-h-[88vh] w-full max-w-6xl flex-col gap-3 rounded-lg bg-white p-5 shadow-xl" data-testid="dmn-run-results-dialog">
          <div className="flex items-center gap-2">
            <DialogTitle className="flex-1 text-base font-semibold text-gray-900">{t('dmn.run.resultsTitle')}</DialogTitle>
            <Button onClick={onClose}>{t('dmn.run.close')}</Button>
          </div>
          <div className="min-h-0 overflow-auto">
            <RunResults {...results} />
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
