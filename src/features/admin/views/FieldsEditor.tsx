import { useTranslation } from 'react-i18next';
import type { FormField } from '../../../../realtime/protocol/dataApi/getForm';
import type { PropRef } from '../../../../realtime/protocol/dataApi/getData';
import { Checkbox } from '../ui/fields';
import { toggleItem } from '../ui/toggleItem';
import { moveField } from './viewFields';

type Props = { properties: readonly FormField[]; value: PropRef[]; onChange: (fields: PropRef[]) => void; loading: boolean };

/** Left: the class's properties to pick from; right: the chosen ones in column order. */
export function FieldsEditor({ properties, value, onChange, loading }: Props) {
  const { t } = useTranslation();
  const caption = (prop: PropRef) => properties.find((p) => p.prop === prop)?.cap ?? prop;
  const small = 'rounded px-1.5 text-gray-600 hover:bg-gray-100 disabled:opacity-30';
  return (
    <div className="grid grid-cols-2 gap-3">
      <div className="flex max-h-64 flex-col gap-1 overflow-y-auto rounded border border-gray-200 p-2">
        <span className="text-xs font-semibold text-gray-500 uppercase">{t('admin.views.available')}</span>
        {loading && <span className="text-sm text-gray-500">{t('admin.common.loading')}</span>}
        {properties.map((p) => (
          <Checkbox
            key={p.prop}
            checked={value.includes(p.prop)}
            onChange={() => onChange(toggleItem(value, p.prop))}
            label={
              <span>
                {p.cap} <span className="text-xs text-gray-400">{t(`admin.views.tabs.${p.tab}`)}</span>
              </span>
            }
          />
        ))}
      </div>
      <ol className="flex max-h-64 flex-col gap-1 overflow-y-auto rounded border border-gray-200 p-2" aria-label={t('admin.views.chosen')}>
        <span className="text-xs font-semibold text-gray-500 uppercase">{t('admin.views.chosen')}</span>
        {value.length === 0 && <span className="text-sm text-gray-500">{t('admin.views.noFields')}</span>}
        {value.map((prop, index) => (
          <li key={prop} className="flex items-center gap-1 text-sm">
            <span className="w-5 text-right text-xs text-gray-400">{index + 1}.</span>
            <span className="flex-1 truncate">{caption(prop)}</span>
            <button type="button" className={small} disabled={index === 0} aria-label={t('admin.views.moveUp')} onClick={() => onChange(moveField(value, prop, -1))}>
              ↑
            </button>
            <button type="button" className={small} disabled={index === value.length - 1} aria-label={t('admin.views.moveDown')} onClick={() => onChange(moveField(value, prop, 1))}>
              ↓
            </button>
            <button type="button" className={`${small} hover:text-red-700`} aria-label={t('admin.common.removeEntry', { entry: caption(prop) })} onClick={() => onChange(toggleItem(value, prop))}>
              ×
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
