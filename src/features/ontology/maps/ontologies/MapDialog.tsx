import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, MapsDialog } from '../ui/MapsDialog';
import { inputClass } from '../ui/mapsUi';

type Props = { open: boolean; title: string; initial: { name: string; description: string }; onClose: () => void; onSave: (name: string, description: string) => Promise<void> };

/** Name and description of an ontology map (new or edited). */
export function MapDialog({ open, title, initial, onClose, onSave }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial.name);
  const [description, setDescription] = useState(initial.description);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!open) return;
    setName(initial.name);
    setDescription(initial.description);
  }, [open, initial.name, initial.description]);
  async function save() {
    setBusy(true);
    try {
      await onSave(name.trim(), description.trim());
      onClose();
    } catch {
      // the caller has shown why
    } finally {
      setBusy(false);
    }
  }
  return (
    <MapsDialog open={open} title={title} onClose={onClose} onSubmit={() => void save()} busy={busy} invalid={!name.trim()}>
      <Field label={t('maps.common.name')}>
        <input className={inputClass} value={name} onChange={(e) => setName(e.target.value)} autoFocus data-testid="map-name-input" />
      </Field>
      <Field label={t('maps.list.description')}>
        <textarea className={inputClass} rows={3} value={description} onChange={(e) => setDescription(e.target.value)} data-testid="map-description-input" />
      </Field>
    </MapsDialog>
  );
}
