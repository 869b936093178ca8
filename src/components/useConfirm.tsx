import { useCallback, useState, type ReactNode } from 'react';
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';

type Ask = { title: string; text: string; confirmLabel?: string; resolve: (ok: boolean) => void };

/**
 * Destructive actions ask first: `await confirm({...})` resolves true only when the user
 * confirms; the returned element must be rendered once by the page. Cancel and Delete are the
 * shell's strings (common.*).
 */
export function useConfirm(): [(ask: Omit<Ask, 'resolve'>) => Promise<boolean>, ReactNode] {
  const { t } = useTranslation();
  const [ask, setAsk] = useState<Ask | null>(null);
  const confirm = useCallback((question: Omit<Ask, 'resolve'>) => new Promise<boolean>((resolve) => setAsk({ ...question, resolve })), []);
  const answer = (ok: boolean) => {
    ask?.resolve(ok);
    setAsk(null);
  };
  const element = (
    <Dialog open={ask !== null} onClose={() => answer(false)} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/30" />
      <div className="fixed inset-0 flex items-start justify-center p-4 pt-[15vh]">
        <DialogPanel role="alertdialog" className="w-full max-w-md rounded-lg bg-white shadow-xl">
          <DialogTitle className="px-5 pt-4 text-base font-semibold text-gray-900">{ask?.title}</DialogTitle>
          <p className="px-5 py-3 text-sm text-gray-700">{ask?.text}</p>
          <div className="flex justify-end gap-2 px-5 pb-4">
            <Button onClick={() => answer(false)}>{t('common.cancel')}</Button>
            <Button variant="danger" onClick={() => answer(true)} autoFocus>
              {ask?.confirmLabel ?? t('common.delete')}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
  return [confirm, element];
}
