import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Publication } from '../../../../../realtime/protocol/documents/structured';
import { FormDialog } from '../../../../components/FormDialog';
import { Problem } from '../../../../components/Problem';
import { createPublication } from '../documentsApi';
import { useBusyAction } from '../../../../components/useBusyAction';

type Props = { documentId: string; defaultName: string; open: boolean; onClose: () => void; onPublished: (publication: Publication) => void };

const field = 'rounded border border-gray-300 px-2 py-1 text-sm';

/** «Опубликовать»: freezes the document as it is now under a name, a code, an annotation, public or not. */
export function PublishDialog({ documentId, defaultName, open, onClose, onPublished }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState(defaultName);
  const [code, setCode] = useState('');
  const [annotation, setAnnotation] = useState('');
  const [isPublic, setPublic] = useState(false);
  const { busy, problem, run } = useBusyAction();

  async function publish() {
    await run(async () => {
      const publication = await createPublication({ documentId, name: name.trim(), code: code.trim() || undefined, annotation: annotation.trim() || undefined, isPublic });
      onPublished(publication);
      setCode('');
      setAnnotation('');
    });
  }

  return (
    <FormDialog open={open} title={t('sdocViewer.publications.dialogTitle')} onClose={onClose} onSubmit={() => void publish()} busy={busy} invalid={!name.trim()} submitLabel={t('sdocViewer.publications.publish')}>
      <label className="flex flex-col gap-1 text-sm">
        {t('sdocViewer.publications.name')}
        <input className={field} value={name} onChange={(e) => setName(e.target.value)} required data-testid="publication-name" />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        {t('sdocViewer.publications.code')}
        <input className={field} value={code} onChange={(e) => setCode(e.target.value)} data-testid="publication-code" />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        {t('sdocViewer.publications.annotation')}
        <textarea className={field} rows={3} value={annotation} onChange={(e) => setAnnotation(e.target.value)} />
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={isPublic} onChange={(e) => setPublic(e.target.checked)} data-testid="publication-public" />
        {t('sdocViewer.publications.isPublic')}
      </label>
      <Problem text={problem} />
    </FormDialog>
  );
}
