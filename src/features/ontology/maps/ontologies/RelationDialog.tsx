import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/FormDialog';
import { Field } from '../ui/Field';
import { inputClass } from '../ui/mapsUi';
import { useSaveAndClose } from '../ui/useSaveAndClose';

type Option = { id: string; name: string };
export type RelationKind = 'property' | 'subclass';
export type RelationDraft = { from: string; to: string };
type Props = {
  open: boolean;
  classes: readonly Option[];
  draft: RelationDraft | null;
  onClose: () => void;
  onSave: (kind: RelationKind, from: string, to: string, name: string) => Promise<void>;
};

/** Connects two classes: a new object property (domain → range, named) or 'subclass of'. */
export function RelationDialog({ open, classes, draft, onClose, onSave }: Props) {
  const { t } = useTranslation();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [kind, setKind] = useState<RelationKind>('property');
  const [name, setName] = useState('');
  const [busy, saveAndClose] = useSaveAndClose(onClose);
  useEffect(() => {
    if (!open) return;
    setFrom(draft?.from ?? '');
    setTo(draft?.to ?? '');
    setKind('property');
    setName('');
  }, [open, draft]);
  const invalid = !from || !to || (kind === 'property' && !name.trim()) || (kind === 'subclass' && from === to);
  const select = (value: string, set: (v: string) => void, testId: string) => (
    <select className={inputClass} value={value} onChange={(e) => set(e.target.value)} data-testid={testId}>
      <option value="">—</option>
      {classes.map((c) => (
        <option key={c.id} value={c.id}>
          {c.name}
        </option>
      ))}
    </select>
  );
  return (
    <FormDialog open={open} title={t('maps.editor.relationTitle')} onClose={onClose} onSubmit={() => void saveAndClose(() => onSave(kind, from, to, name.trim()))} busy={busy} invalid={invalid}>
      <Field label={t('maps.editor.relationFrom')}>{select(from, setFrom, 'relation-from')}</Field>
      <fieldset className="flex gap-4 text-sm">
        <label className="flex items-center gap-1">
          <input type="radio" name="relation-kind" checked={kind === 'property'} onChange={() => setKind('property')} />
          {t('maps.editor.kindProperty')}
        </label>
        <label className="flex items-center gap-1">
          <input type="radio" name="relation-kind" checked={kind === 'subclass'} onChange={() => setKind('subclass')} data-testid="relation-kind-subclass" />
          {t('maps.editor.kindSubclass')}
        </label>
      </fieldset>
      {kind === 'property' && (
        <Field label={t('maps.editor.propertyName')}>
          <input className={inputClass} value={name} onChange={(e) => setName(e.target.value)} autoFocus data-testid="relation-name" />
        </Field>
      )}
      <Field label={t('maps.editor.relationTo')}>{select(to, setTo, 'relation-to')}</Field>
    </FormDialog>
  );
}
