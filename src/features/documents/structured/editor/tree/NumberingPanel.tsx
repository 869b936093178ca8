import { useTranslation } from 'react-i18next';
import { NUMBERING_STRATEGIES, type NumberingStrategy } from '../../../../../../model/documents/elementModel';
import { inputClass } from '../../../../../components/tableStyles';
import { useEditorContext } from '../EditorContext';
import { useElement, useElementNumber } from '../live/useStructure';

/** The strategies in the order a user thinks of them: follow the container, go on, restart, none. */
const ORDER: readonly NumberingStrategy[] = ['Inherit', 'Continue', 'Start', 'None'];

/**
 * The selected element's numbering (domain spec §4): inherit the container's, continue, start
 * again (from a number), or none; and the number it gets now. Changes are live for everyone and
 * saved like any other field.
 */
export function NumberingPanel({ id }: { id: string }) {
  const { t } = useTranslation();
  const { store, editing, readOnly } = useEditorContext();
  const element = useElement(store, id);
  const number = useElementNumber(store, id);
  if (!element || readOnly || element.kind === 'StructuredDocument') return null;
  const strategy = element.numberingStrategy ?? 'Inherit';
  const start = element.startNumberingWith ?? 1;
  return (
    <div className="flex flex-wrap items-end gap-2 rounded border border-gray-200 bg-gray-50 p-2 text-sm" data-testid="sdoc-numbering">
      <label className="flex flex-col gap-0.5 text-xs text-gray-600">
        {t('sdocEditor.numbering.label')}
        <select
          className={`${inputClass} w-40`}
          value={strategy}
          onChange={(event) => {
            const next = event.target.value as NumberingStrategy;
            editing.setFields(id, next === 'Start' ? { numberingStrategy: next, startNumberingWith: start } : { numberingStrategy: next });
          }}
          data-testid="sdoc-numbering-strategy"
        >
          {ORDER.filter((s) => NUMBERING_STRATEGIES.includes(s)).map((s) => (
            <option key={s} value={s}>
              {t(`sdocEditor.numbering.${s}`)}
            </option>
          ))}
        </select>
      </label>
      {strategy === 'Start' && (
        <label className="flex flex-col gap-0.5 text-xs text-gray-600">
          {t('sdocEditor.numbering.startWith')}
          <input
            type="number"
            min={1}
            max={9999}
            className={`${inputClass} w-20`}
            value={start}
            onChange={(event) => {
              const value = Math.trunc(Number(event.target.value));
              if (Number.isFinite(value) && value >= 1 && value <= 9999) editing.setFields(id, { startNumberingWith: value });
            }}
            data-testid="sdoc-numbering-start"
          />
        </label>
      )}
      <span className="pb-1 text-xs text-gray-500" data-testid="sdoc-numbering-now">
        {number ? t('sdocEditor.numbering.now', { number }) : t('sdocEditor.numbering.notNumbered')}
      </span>
    </div>
  );
}
