import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentElement } from '../../../../../../model/documents/elementModel';
import { Button } from '../../../../../components/Button';
import { useEditorContext } from '../EditorContext';
import { useElement } from '../live/useStructure';
import { readStructure } from '../live/readStructure';
import { focusTargetOf } from '../live/focusTarget';
import { ContentSlot } from './ContentSlot';
import { TitleInput } from './TitleInput';
import { TableSettingsBar } from './TableSettingsBar';
import { cellBorder, columnWidth, tableLayout, tableSettings, type TableLayout } from './tableLayout';

/** A Table: its title (when shown), settings, header row of columns and rows of cells, each cell a live editor. */
export function TableBlock({ element, number }: { element: DocumentElement; number: string }) {
  const { t } = useTranslation();
  const { store, readOnly, editing, session, focusRequest } = useEditorContext();
  const id = element.innerId;
  // a new row is typed into at its first cell, a new column at its header
  const addRow = () => {
    const row = editing.addTableRow(id);
    const live = row ? readStructure(session.doc) : null;
    if (row && live) focusRequest.request(focusTargetOf(live, row));
  };
  const addColumn = () => {
    const column = editing.addTableColumn(id);
    if (column) focusRequest.request({ id: column, field: 'title' });
  };
  // the layout as a string: the table re-renders when its grid changes, not on every edit elsewhere
  const layoutKey = useSyncExternalStore(
    store.subscribe,
    useCallback(() => {
      const snapshot = store.current();
      return snapshot ? JSON.stringify(tableLayout(snapshot, id)) : '';
    }, [store, id]),
  );
  const layout = useMemo<TableLayout>(() => (layoutKey ? (JSON.parse(layoutKey) as TableLayout) : { columns: [], rows: [] }), [layoutKey]);
  const settings = tableSettings(element.settings);
  const columnCount = Math.max(layout.columns.length, ...layout.rows.map((r) => r.cells.length), 0);

  return (
    <figure className="flex flex-col gap-1" data-testid={`table-${id}`}>
      {(settings.showTitle || !readOnly) && (
        <figcaption className={`flex items-baseline gap-2 text-sm ${settings.showTitle ? 'text-gray-800' : 'text-gray-400'}`}>
          <span className="font-medium">{t('sdocEditor.canvas.tableCaption', { number: number || '' })}</span>
          <TitleInput innerId={id} title={element.title} placeholder={t('sdocEditor.canvas.tableTitle')} />
        </figcaption>
      )}
      {!readOnly && <TableSettingsBar element={element} />}
      <div className="overflow-x-auto">
        <table className={`border-collapse text-sm ${settings.isMaxWidth ? 'w-full' : ''}`}>
          {settings.showHeaders && layout.columns.length > 0 && (
            <thead>
              <tr>
                {layout.columns.map((column, n) => (
                  <ColumnHeader key={column} id={column} border={cellBorder(settings.border.type, settings.border.size, 0, n, layout.rows.length + 1, columnCount)} />
                ))}
              </tr>
            </thead>
          )}
          <tbody>
            {layout.rows.map((row, r) => (
              <tr key={row.id} data-testid={`row-${row.id}`}>
                {row.cells.map((cell, c) => (
                  <Cell key={cell} id={cell} columnId={layout.columns[c]} border={cellBorder(settings.border.type, settings.border.size, r + (settings.showHeaders ? 1 : 0), c, layout.rows.length + 1, columnCount)} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {!readOnly && (
        <div className="flex gap-2">
          <Button variant="link" onClick={addRow} data-testid={`table-add-row-${id}`}>
            {t('sdocEditor.canvas.addRow')}
          </Button>
          <Button variant="link" onClick={addColumn} data-testid={`table-add-column-${id}`}>
            {t('sdocEditor.canvas.addColumn')}
          </Button>
        </div>
      )}
    </figure>
  );
}

function ColumnHeader({ id, border }: { id: string; border: Record<string, string> }) {
  const { t } = useTranslation();
  const { store, readOnly, editing } = useEditorContext();
  const column = useElement(store, id);
  if (!column) return null;
  const align = (column.settings.textAlign as string | undefined) ?? 'left';
  const width = (column.settings.width ?? { type: 'px', value: -1 }) as { type: 'px' | 'percent'; value: number };
  return (
    <th className="bg-gray-50 p-1 align-top font-semibold" style={{ ...border, width: columnWidth(column.settings), textAlign: align as 'left' }}>
      <TitleInput innerId={id} title={column.title} placeholder={t('sdocEditor.canvas.columnTitle')} className="w-full font-semibold" />
      {!readOnly && (
        <div className="mt-1 flex items-center gap-1 text-xs font-normal text-gray-500">
          <select
            className="rounded border border-gray-200 bg-white px-0.5"
            value={align}
            aria-label={t('sdocEditor.canvas.textAlign')}
            onChange={(e) => editing.setSettings(id, { ...column.settings, textAlign: e.target.value })}
            data-testid={`column-align-${id}`}
          >
            {['left', 'center', 'right'].map((a) => (
              <option key={a} value={a}>
                {t(`sdocEditor.canvas.align.${a}`)}
              </option>
            ))}
          </select>
          <input
            type="number"
            className="w-14 rounded border border-gray-200 px-1"
            value={width.value < 0 ? '' : width.value}
            placeholder={t('sdocEditor.canvas.auto')}
            aria-label={t('sdocEditor.canvas.columnWidth')}
            onChange={(e) => editing.setSettings(id, { ...column.settings, width: { type: width.type, value: e.target.value === '' ? -1 : Math.max(0, Number(e.target.value)) } })}
            data-testid={`column-width-${id}`}
          />
          <select className="rounded border border-gray-200 bg-white px-0.5" value={width.type} aria-label={t('sdocEditor.canvas.widthUnit')} onChange={(e) => editing.setSettings(id, { ...column.settings, width: { ...width, type: e.target.value } })}>
            <option value="px">px</option>
            <option value="percent">%</option>
          </select>
        </div>
      )}
    </th>
  );
}

function Cell({ id, columnId, border }: { id: string; columnId: string | undefined; border: Record<string, string> }) {
  const { t } = useTranslation();
  const { store, selection } = useEditorContext();
  const cell = useElement(store, id);
  const column = useElement(store, columnId ?? '');
  if (!cell) return null;
  const span = (value: unknown) => Math.max(1, Number.parseInt(String(value ?? '1'), 10) || 1);
  return (
    <td onMouseDownCapture={() => selection.set(id)} className="min-w-24 p-0 align-top" style={{ ...border, textAlign: (column?.settings.textAlign as 'left' | undefined) ?? 'left' }} rowSpan={span(cell.settings.rowspan)} colSpan={span(cell.settings.colspan)} data-testid={`element-${id}`}>
      <ContentSlot innerId={id} label={t('sdocEditor.kinds.TableCell')} />
    </td>
  );
}
