import type { FormEvent, ReactNode } from 'react';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';

type DialogFrameProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  testId: string;
  children: ReactNode;
  /** The buttons row; inside the form when onSubmit is given, so Enter submits. */
  actions: ReactNode;
  onSubmit?: () => void;
  wide?: boolean;
};

/** The shell's modal: backdrop, panel, title, body and a row of buttons. */
export function DialogFrame({ open, onClose, title, testId, children, actions, onSubmit, wide = false }: DialogFrameProps) {
  const body = (
    <>
      <div className="flex flex-col gap-3 px-6 py-4">{children}</div>
      <div className="flex justify-end gap-2 border-t border-gray-100 px-6 py-3">{actions}</div>
    </>
  );
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit?.();
  }
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/30" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className={`w-full ${wide ? 'max-w-2xl' : 'max-w-md'} rounded-lg bg-white shadow-xl`} data-testid={testId}>
          <DialogTitle className="border-b border-gray-100 px-6 py-4 text-lg font-semibold text-primary">{title}</DialogTitle>
          {onSubmit ? <form onSubmit={submit}>{body}</form> : body}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

export const dialogInput = 'w-full rounded border border-gray-300 px-3 py-2 text-sm focus:border-primary focus:outline-none focus:ring-1 focus:ring-primary';
