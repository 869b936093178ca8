import type { FormEvent, ReactNode } from 'react';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { smallButton, smallPrimaryButton } from './mapsUi';

type Props = { open: boolean; title: string; onClose: () => void; onSubmit: () => void; busy?: boolean; invalid?: boolean; submitLabel?: string; children: ReactNode };

/** A small modal form of the maps screens: Enter submits, Escape cancels. */
export function MapsDialog({ open, title, onClose, onSubmit, busy = false, invalid = false, submitLabel, children }: Props) {
  const { t } = useTranslation();
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy && !invalid) onSubmit();
  }
  return (
    <Dialog open={open} onClose={() => !busy && onClose()} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/30" />
      <div className="fixed inset-0 flex items-start justify-center overflow-y-auto p-4 pt-[10vh]">
        <DialogPanel className="w-full max-w-lg rounded-lg bg-white shadow-xl">
          <form onSubmit={submit}>
            <DialogTitle className="border-b border-gray-200 px-5 py-3 text-base font-semibold text-gray-900">{title}</DialogTitle>
            <div className="flex flex-col gap-3 px-5 py-4 text-sm">{children}</div>
            <div className="flex justify-end gap-2 border-t border-gray-200 px-5 py-3">
              <button type="button" className={smallButton} onClick={onClose} disabled={busy}>
                {t('maps.common.cancel')}
              </button>
              <button type="submit" className={smallPrimaryButton} disabled={busy || invalid}>
                {busy ? t('maps.common.saving') : (submitLabel ?? t('maps.common.save'))}
              </button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}

/** A labelled field of a MapsDialog. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="flex flex-col gap-1">
      <span className="text-gray-700">{label}</span>
      {children}
    </label>
  );
}
