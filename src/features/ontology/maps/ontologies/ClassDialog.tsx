import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/FormDialog';
import { Field } from '../ui/Field';
import { inputClass } from '../ui/mapsUi';
import { useSaveAndClose } from '../ui/useSaveAndClose';

type Option = { id: string; name: string };
type Props = { open: boolean; classes: readonly Option[]; parentId: string | null; onClose: () => void; onSave: (name: string, parentId: string | null) => Promise<void> };

/** A new class on the map: its name and, for a subclass, its parent. */
export function ClassDialog({ open, classes, parentId, onClose, onSave }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [parent, setParent] = useState(parentId ?? '');
  const [busy, saveAndClose] = useSaveAndClose(onClose);
  useEffect(() => {
    if (!open) return;
    setName('');
    setParent(parentId ?? '');
  }, [open, parentId]);
  return (
    <FormDialog open={open} title={parentId ? t('maps.editor.addSubclassTitle') : t('maps.editor.addClassTitle')} onClose={onClose} onSubmit={() => void saveAndClose(() => onSave(name.trim(), parent || null))} busy={busy} invalid={!name.trim()}>
      <Field label={t('maps.common.name')}>
        <input className={inputClass} value={name} onChange={(e) => setName(e.target.value)} autoFocus data-testid="class-name-input" />
      </Field>
      <Field label={t('maps.editor.parent')}>
        <select className={inputClass} value={parent} onChange={(e) => setParent(e.target.value)} data-testid="class-parent-select">
          <option value="">{t('maps.editor.noParent')}</option>
          {classes.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </Field>
    </FormDialog>
  );
}
