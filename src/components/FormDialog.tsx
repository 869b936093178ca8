import type { FormEvent, ReactNode } from 'react';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';

type Props = {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  busy?: boolean;
  submitLabel?: string;
  /** Disables the submit button (e.g. while the input has problems). */
  invalid?: boolean;
  size?: 'md' | 'lg' | 'xl';
  children: ReactNode;
};

const SIZES = { md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;

/**
 * A modal form: title, fields, Cancel and Save; Enter submits, Escape cancels. Its own words
 * come from the shell's strings (common.*), so any screen can open it.
 */
export function FormDialog({ open, title, onClose, onSubmit, busy = false, submitLabel, invalid = false, size = 'md', children }: Props) {
  const { t } = useTranslation();
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!busy && !invalid) onSubmit();
  }
  return (
    <Dialog open={open} onClose={() => !busy && onClose()} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/30" />
      <div className="fixed inset-0 flex items-start justify-center overflow-y-auto p-4 pt-[8vh]">
        <DialogPanel className={`w-full ${SIZES[size]} rounded-lg bg-white shadow-xl`}>
          <form onSubmit={submit}>
            <DialogTitle className="border-b border-gray-200 px-5 py-3 text-base font-semibold text-gray-900">{title}</DialogTitle>
            <div className="flex max-h-[70vh] flex-col gap-3 overflow-y-auto px-5 py-4">{children}</div>
            <div className="flex justify-end gap-2 border-t border-gray-200 px-5 py-3">
              <Button onClick={onClose} disabled={busy}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" variant="primary" disabled={busy || invalid}>
                {busy ? t('common.saving') : (submitLabel ?? t('common.save'))}
              </Button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
