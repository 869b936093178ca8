import { useTranslation } from 'react-i18next';
import type { DocumentElement } from '../../../../../../model/documents/elementModel';
import { useEditorContext } from '../EditorContext';
import { borderTypes, tableSettings } from './tableLayout';

/** The table's settings (§3.10): title shown, headers shown, full width, border type and size. */
export function TableSettingsBar({ element }: { element: DocumentElement }) {
  const { t } = useTranslation();
  const { editing } = useEditorContext();
  const settings = tableSettings(element.settings);
  const set = (changes: Record<string, unknown>) => editing.setSettings(element.innerId, { ...element.settings, ...changes });
  const flag = (key: 'showTitle' | 'showHeaders' | 'isMaxWidth') => (
    <label className="flex items-center gap-1">
      <input type="checkbox" checked={settings[key]} onChange={(e) => set({ [key]: e.target.checked })} data-testid={`table-${key}-${element.innerId}`} />
      {t(`sdocEditor.canvas.table.${key}`)}
    </label>
  );
  return (
    <div className="flex flex-wrap items-center gap-3 text-xs text-gray-600" data-testid={`table-settings-${element.innerId}`}>
      {flag('showTitle')}
      {flag('showHeaders')}
      {flag('isMaxWidth')}
      <label className="flex items-center gap-1">
        {t('sdocEditor.canvas.table.border')}
        <select className="rounded border border-gray-200 bg-white px-0.5" value={settings.border.type} onChange={(e) => set({ border: { ...settings.border, type: e.target.value } })} data-testid={`table-border-${element.innerId}`}>
          {borderTypes.map((type) => (
            <option key={type} value={type}>
              {t(`sdocEditor.canvas.table.borderTypes.${type}`)}
            </option>
          ))}
        </select>
        <input type="number" min={0} max={10} className="w-12 rounded border border-gray-200 px-1" value={settings.border.size} aria-label={t('sdocEditor.canvas.table.borderSize')} onChange={(e) => set({ border: { ...settings.border, size: Math.max(0, Math.min(10, Number(e.target.value) || 0)) } })} />
      </label>
    </div>
  );
}
