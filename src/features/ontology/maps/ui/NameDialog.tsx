import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, MapsDialog } from './MapsDialog';
import { inputClass } from './mapsUi';

type Props = { open: boolean; title: string; initial?: string; onClose: () => void; onSave: (name: string) => Promise<void> };

/** Asks for one name (rename, a new class); stays open while saving and closes when done. */
export function NameDialog({ open, title, initial = '', onClose, onSave }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) setName(initial);
  }, [open, initial]);
  async function save() {
    setBusy(true);
    try {
      await onSave(name.trim());
      onClose();
    } catch {
      // the caller has shown why; the dialog stays open to try again
    } finally {
      setBusy(false);
    }
  }
  return (
    <MapsDialog open={open} title={title} onClose={onClose} onSubmit={() => void save()} busy={busy} invalid={!name.trim()}>
      <Field label={t('maps.common.name')}>
        <input className={inputClass} value={name} onChange={(e) => setName(e.target.value)} autoFocus data-testid="name-input" />
      </Field>
    </MapsDialog>
  );
}
