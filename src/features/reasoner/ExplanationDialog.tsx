import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { AxiomList } from './AxiomList';

/** What is being explained: a sentence naming the conclusion and the ids of the axioms it follows from. */
export type Explained = { title: string; because: string[] };

type Props = { explained: Explained | null; axioms: Readonly<Record<string, string>>; onClose: () => void };

/** An inference's explanation: the axioms it follows from, in Manchester syntax. */
export function ExplanationDialog({ explained, axioms, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={explained !== null} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/30" />
      <div className="fixed inset-0 flex items-start justify-center overflow-y-auto p-4 pt-[10vh]">
        <DialogPanel className="w-full max-w-2xl rounded-lg bg-white shadow-xl" data-testid="reasoner-explanation">
          <DialogTitle className="border-b border-gray-200 px-5 py-3 text-base font-semibold text-gray-900">{t('reasoner.explanation.title')}</DialogTitle>
          <div className="flex max-h-[65vh] flex-col gap-2 overflow-y-auto px-5 py-4">
            <p className="text-sm text-gray-800">{explained?.title}</p>
            <AxiomList ids={explained?.because ?? []} axioms={axioms} />
          </div>
          <div className="flex justify-end border-t border-gray-200 px-5 py-3">
            <Button onClick={onClose}>{t('reasoner.explanation.close')}</Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
