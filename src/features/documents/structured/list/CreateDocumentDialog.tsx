import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/FormDialog';
import { Problem } from '../../../../components/Problem';
import { DOCUMENT_LIMITS } from '../../../../../realtime/protocol/documents/structured';
import { createDocument } from '../documentsApi';
import { inputClass, labelClass } from '../editor/ui/styles';
import { useBusyAction } from '../../../../components/useBusyAction';

type Props = { open: boolean; onClose: () => void; onCreated: (id: string) => void };

/** A new, empty structured document: a name (required) and an optional title. */
export function CreateDocumentDialog({ open, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [title, setTitle] = useState('');
  const { busy, problem, setProblem, run } = useBusyAction();

  function close() {
    setName('');
    setTitle('');
    setProblem(null);
    onClose();
  }

  async function submit() {
    await run(async () => {
      const created = await createDocument({ name: name.trim(), title: title.trim() || undefined });
      close();
      onCreated(created.id);
    });
  }

  return (
    <FormDialog open={open} title={t('sdocEditor.list.createTitle')} onClose={close} onSubmit={() => void submit()} busy={busy} invalid={!name.trim()} submitLabel={t('sdocEditor.list.createSubmit')}>
      <label className={labelClass}>
        {t('sdocEditor.list.name')}
        <input className={inputClass} value={name} maxLength={DOCUMENT_LIMITS.nameMax} onChange={(e) => setName(e.target.value)} autoFocus data-testid="sdoc-create-name" />
      </label>
      <label className={labelClass}>
        {t('sdocEditor.list.docTitle')}
        <input className={inputClass} value={title} maxLength={DOCUMENT_LIMITS.titleMax} onChange={(e) => setTitle(e.target.value)} data-testid="sdoc-create-title" />
      </label>
      <Problem text={problem} />
    </FormDialog>
  );
}
