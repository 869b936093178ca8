import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { outlinedButton } from '../../../components/buttonClasses';
import { OwlImportDialog } from './OwlImportDialog';

/**
 * 'Импорт OWL': opens the import dialog. With `mapId` the dialog offers that map as the target;
 * `onImported` is called with the map the file went into when the user opens it.
 */
export function OwlImportButton(props: { mapId?: string; onImported?: (mapId: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const opened = props.onImported
    ? (mapId: string) => {
        setOpen(false);
        props.onImported?.(mapId);
      }
    : undefined;
  return (
    <>
      <button type="button" data-testid="owl-import-button" className={outlinedButton} onClick={() => setOpen(true)}>
        {t('owl.import.button')}
      </button>
      <OwlImportDialog open={open} onClose={() => setOpen(false)} {...(props.mapId ? { mapId: props.mapId } : {})} {...(opened ? { onImported: opened } : {})} />
    </>
  );
}
