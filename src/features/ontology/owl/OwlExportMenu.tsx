import { useState } from 'react';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import type { OwlFormat } from '../../../../realtime/protocol/ontology/owl';
import { outlinedButton } from '../../../components/buttonClasses';
import { showMessage } from '../../../state/messageStore';
import { downloadOwlExport } from './owlApi';

const FORMATS: OwlFormat[] = ['turtle', 'rdfxml'];

/** 'Экспорт OWL': downloads the ontology — or, with `mapId`, that map — as Turtle or RDF/XML. */
export function OwlExportMenu(props: { mapId?: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  async function download(format: OwlFormat) {
    setBusy(true);
    try {
      await downloadOwlExport(format, props.mapId);
    } catch (error) {
      showMessage({ text: error instanceof Error ? error.message : String(error), kind: 'error' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Menu as="div" className="relative inline-block" data-testid="owl-export-menu">
      <MenuButton className={outlinedButton} disabled={busy}>
        {busy ? t('owl.export.preparing') : t('owl.export.button')} ▾
      </MenuButton>
      <MenuItems anchor="bottom end" className="z-50 mt-1 min-w-48 rounded border border-gray-200 bg-white py-1 text-sm shadow-lg focus:outline-none">
        {FORMATS.map((format) => (
          <MenuItem key={format}>
            <button type="button" className="block w-full px-3 py-1.5 text-left data-[focus]:bg-gray-100" data-testid={`owl-export-${format}`} onClick={() => void download(format)}>
              {t(`owl.export.${format}`)}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
