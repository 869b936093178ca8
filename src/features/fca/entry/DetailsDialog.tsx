import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FcaEntry } from '../../../../realtime/protocol/fca';
import { FormDialog } from '../../../components/FormDialog';
import { Problem } from '../../../components/Problem';
import { inputClass, labelClass } from '../../../components/tableStyles';
import { useBusyAction } from '../../../components/useBusyAction';
import { saveFca } from '../api/fcaApi';

/** The entry's name and annotation. */
export function DetailsDialog({ entry, onClose, onSaved }: { entry: FcaEntry; onClose: () => void; onSaved: (entry: FcaEntry) => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(entry.name);
  const [annotation, setAnnotation] = useState(entry.annotation);
  const action = useBusyAction();
  const save = () =>
    void action.run(async () => {
      onSaved(await saveFca(entry.id, { name: name.trim(), annotation, settings: entry.settings, revision: entry.revision }));
      onClose();
    });
  return (
    <FormDialog open title={t('fca.entry.detailsTitle')} onClose={onClose} onSubmit={save} busy={action.busy} invalid={!name.trim()}>
      <label className={labelClass}>
        {t('fca.fields.name')}
        <input className={inputClass} value={name} onChange={(e) => setName(e.target.value)} autoFocus data-testid="fca-details-name" />
      </label>
      <label className={labelClass}>
        {t('fca.fields.annotation')}
        <textarea className={`${inputClass} min-h-24`} value={annotation} onChange={(e) => setAnnotation(e.target.value)} data-testid="fca-details-annotation" />
      </label>
      <Problem text={action.problem} />
    </FormDialog>
  );
}
