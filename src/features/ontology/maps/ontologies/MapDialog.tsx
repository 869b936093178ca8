import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/FormDialog';
import { Field } from '../ui/Field';
import { inputClass } from '../ui/mapsUi';
import { useSaveAndClose } from '../ui/useSaveAndClose';

type Props = { open: boolean; title: string; initial: { name: string; description: string }; onClose: () => void; onSave: (name: string, description: string) => Promise<void> };

/** Name and description of an ontology map (new or edited). */
export function MapDialog({ open, title, initial, onClose, onSave }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial.name);
  const [description, setDescription] = useState(initial.description);
  const [busy, saveAndClose] = useSaveAndClose(onClose);
  useEffect(() => {
    if (!open) return;
    setName(initial.name);
    setDescription(initial.description);
  }, [open, initial.name, initial.description]);
  return (
    <FormDialog open={open} title={title} onClose={onClose} onSubmit={() => void saveAndClose(() => onSave(name.trim(), description.trim()))} busy={busy} invalid={!name.trim()}>
      <Field label={t('maps.common.name')}>
        <input className={inputClass} value={name} onChange={(e) => setName(e.target.value)} autoFocus data-testid="map-name-input" />
      </Field>
      <Field label={t('maps.list.description')}>
        <textarea className={inputClass} rows={3} value={description} onChange={(e) => setDescription(e.target.value)} data-testid="map-description-input" />
      </Field>
    </FormDialog>
  );
}
