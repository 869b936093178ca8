import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/FormDialog';
import { Field } from './Field';
import { inputClass } from './mapsUi';
import { useSaveAndClose } from './useSaveAndClose';

type Props = { open: boolean; title: string; initial?: string; onClose: () => void; onSave: (name: string) => Promise<void> };

/** Asks for one name (rename, a new class); stays open while saving and closes when done. */
export function NameDialog({ open, title, initial = '', onClose, onSave }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const [busy, saveAndClose] = useSaveAndClose(onClose);
  useEffect(() => {
    if (open) setName(initial);
  }, [open, initial]);
  return (
    <FormDialog open={open} title={title} onClose={onClose} onSubmit={() => void saveAndClose(() => onSave(name.trim()))} busy={busy} invalid={!name.trim()}>
      <Field label={t('maps.common.name')}>
        <input className={inputClass} value={name} onChange={(e) => setName(e.target.value)} autoFocus data-testid="name-input" />
      </Field>
    </FormDialog>
  );
}
