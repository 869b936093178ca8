import { useRef } from 'react';
import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { DmnVersion } from '../../../../realtime/protocol/dmn';
import { Button } from '../../../components/Button';
import type { DmnEditor } from './useDmnEditor';

const FIELD = 'rounded border border-gray-300 px-2 py-1 text-sm focus:border-primary focus:outline-none disabled:bg-gray-50';

type Props = {
  editor: DmnEditor;
  busy: boolean;
  onSave: () => void;
  onSaveAsVersion: () => void;
  onVersions: () => void;
  onExport: (version: DmnVersion) => void;
  onImport: (file: File) => void;
};

/** The editor's bar: name and system name, saved state, Save, a new version, versions, export and import. */
export function EditorToolbar({ editor, busy, onSave, onSaveAsVersion, onVersions, onExport, onImport }: Props) {
  const { t } = useTranslation();
  const fileInput = useRef<HTMLInputElement>(null);
  const { draft, setDraft, decision, dirty, saving } = editor;
  const canEdit = decision?.canEdit ?? false;
  const ready = editor.handle !== null;
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="dmn-toolbar">
      <Link className="text-sm text-primary hover:underline" to="/dmn">
        {t('dmn.editor.back')}
      </Link>
      <input
        className={`${FIELD} w-72 font-medium`}
        aria-label={t('dmn.editor.name')}
        placeholder={t('dmn.editor.name')}
        value={draft.name}
        maxLength={300}
        disabled={!canEdit}
        onChange={(e) => setDraft((d) => ({ ...d, name: e.target.value }))}
        data-testid="dmn-name"
      />
      <input
        className={`${FIELD} w-44 font-mono`}
        aria-label={t('dmn.editor.systemName')}
        placeholder={t('dmn.editor.systemName')}
        value={draft.systemName}
        maxLength={200}
        disabled={!canEdit}
        onChange={(e) => setDraft((d) => ({ ...d, systemName: e.target.value }))}
        data-testid="dmn-system-name"
      />
      {decision && <span className="text-xs text-gray-500">{t('dmn.versions.number', { number: decision.versionNumber })}</span>}
      {canEdit && (
        <span className={`rounded px-2 py-0.5 text-xs ${dirty ? 'bg-amber-100 text-amber-800' : 'bg-green-50 text-green-800'}`} data-testid="dmn-save-state" data-dirty={dirty}>
          {dirty ? t('dmn.editor.unsaved') : t('dmn.editor.saved')}
        </span>
      )}
      <span className="ml-auto flex flex-wrap items-center gap-2">
        {canEdit && (
          <Button variant="primary" disabled={!ready || busy || saving || !dirty || draft.name.trim() === ''} onClick={onSave} data-testid="dmn-save">
            {saving ? t('dmn.editor.saving') : t('dmn.editor.save')}
          </Button>
        )}
        {canEdit && (
          <Button disabled={!ready || busy || saving || draft.name.trim() === ''} onClick={onSaveAsVersion} data-testid="dmn-save-version">
            {t('dmn.editor.saveAsVersion')}
          </Button>
        )}
        <Button disabled={!decision} onClick={onVersions} data-testid="dmn-versions-open">
          {t('dmn.versions.menu')}
        </Button>
        <Menu>
          <MenuButton className="inline-flex items-center gap-1 rounded border border-gray-300 bg-white px-3 py-1 text-sm text-gray-800 hover:bg-gray-50 disabled:opacity-50" disabled={!ready} data-testid="dmn-export">
            {t('dmn.editor.export')} ▾
          </MenuButton>
          <MenuItems anchor="bottom end" className="z-40 min-w-32 rounded border border-gray-200 bg-white py-1 text-sm shadow-lg focus:outline-none">
            {(['1.5', '1.3'] as const).map((version) => (
              <MenuItem key={version}>
                <button type="button" className="block w-full px-3 py-1.5 text-left data-focus:bg-gray-100" onClick={() => onExport(version)} data-testid={`dmn-export-${version}`}>
                  {t(version === '1.5' ? 'dmn.editor.export15' : 'dmn.editor.export13')}
                </button>
              </MenuItem>
            ))}
          </MenuItems>
        </Menu>
        {canEdit && (
          <>
            <Button disabled={!ready || busy} onClick={() => fileInput.current?.click()} data-testid="dmn-import-here">
              {t('dmn.editor.importHere')}
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept=".dmn,.xml,application/xml,text/xml"
              className="hidden"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) onImport(file);
              }}
              data-testid="dmn-import-here-file"
            />
          </>
        )}
      </span>
    </div>
  );
}
