import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentElement } from '../../../../../../model/documents/elementModel';
import { useEditorContext } from '../EditorContext';
import { useIsSelected } from '../live/selectionStore';
import { useChildIds, useElement } from '../live/useStructure';
import { PresenceMarks } from './PresenceMarks';

const ratio = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback);

/** What a column holds, drawn by the element canvas (which draws columns too, hence passed in). */
type ColumnContent = (id: string, depth: number) => ReactNode;

/** Columns side by side; each Column takes its share of the width by growRatio and shrinkRatio (CSS flex). */
export function ColumnsBlock({ element, depth, columnContent }: { element: DocumentElement; depth: number; columnContent: ColumnContent }) {
  const { store } = useEditorContext();
  const ids = useChildIds(store, element.innerId);
  return (
    <div className="flex gap-3" data-testid={`columns-${element.innerId}`}>
      {ids.map((id) => (
        <ColumnView key={id} id={id} depth={depth + 1} columnContent={columnContent} />
      ))}
    </div>
  );
}

function ColumnView({ id, depth, columnContent }: { id: string; depth: number; columnContent: ColumnContent }) {
  const { t } = useTranslation();
  const { store, readOnly, editing, selection } = useEditorContext();
  const column = useElement(store, id);
  const selected = useIsSelected(selection, id);
  if (!column) return null;
  const grow = ratio(column.settings.growRatio, 1);
  const shrink = ratio(column.settings.shrinkRatio, 1);
  const setRatio = (key: 'growRatio' | 'shrinkRatio', value: string) => editing.setSettings(id, { ...column.settings, [key]: Math.max(0, Math.min(100, Number(value) || 0)) });
  return (
    <div
      className={`relative min-w-0 rounded border border-dashed border-gray-200 p-1 ${selected ? 'ring-2 ring-primary/50' : ''}`}
      style={{ flexGrow: grow, flexShrink: shrink, flexBasis: 0 }}
      onMouseDownCapture={() => selection.set(id)}
      data-testid={`element-${id}`}
      data-kind="Column"
    >
      <PresenceMarks innerId={id} />
      {!readOnly && (
        <div className="mb-1 flex items-center gap-2 text-xs text-gray-500">
          <label className="flex items-center gap-1">
            {t('sdocEditor.canvas.growRatio')}
            <input type="number" min={0} step={0.5} className="w-12 rounded border border-gray-200 px-1" value={grow} onChange={(e) => setRatio('growRatio', e.target.value)} data-testid={`column-grow-${id}`} />
          </label>
          <label className="flex items-center gap-1">
            {t('sdocEditor.canvas.shrinkRatio')}
            <input type="number" min={0} step={0.5} className="w-12 rounded border border-gray-200 px-1" value={shrink} onChange={(e) => setRatio('shrinkRatio', e.target.value)} data-testid={`column-shrink-${id}`} />
          </label>
        </div>
      )}
      {columnContent(id, depth)}
    </div>
  );
}
