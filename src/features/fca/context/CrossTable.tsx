import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { FormalContextWire } from '../../../../realtime/protocol/fca';
import { incidenceLookup } from './contextEdits';

const CELL = 26;
const NAME_WIDTH = 220;
const HEADER_HEIGHT = 128;

type Props = {
  context: FormalContextWire;
  /** Where an object opens (an instance of the ontology); null or absent: not a link. */
  objectHref?: (objectIndex: number) => string | null;
  /** Editable: a click on a cell toggles it, on a name opens its actions. */
  onToggle?: (objectIndex: number, attributeIndex: number) => void;
  onObject?: (objectIndex: number) => void;
  onAttribute?: (attributeIndex: number) => void;
  maxHeight?: string;
  testId?: string;
};

/**
 * The cross table of a formal context: objects down, attributes across, × where an object has
 * the attribute. Only the rows and columns in view are rendered, so a context of thousands of
 * objects and attributes scrolls as lightly as a small one; names stay in view on both edges.
 */
export function CrossTable({ context, objectHref, onToggle, onObject, onAttribute, maxHeight = '65vh', testId = 'fca-cross-table' }: Props) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const has = useMemo(() => incidenceLookup(context), [context]);
  const rows = useVirtualizer({ count: context.objects.length, getScrollElement: () => scroller.current, estimateSize: () => CELL, overscan: 10 });
  const columns = useVirtualizer({ horizontal: true, count: context.attributes.length, getScrollElement: () => scroller.current, estimateSize: () => CELL, overscan: 6 });
  const width = NAME_WIDTH + columns.getTotalSize();
  const shownColumns = columns.getVirtualItems();

  return (
    <div ref={scroller} className="w-fit max-w-full overflow-auto rounded border border-gray-200 bg-white text-sm" style={{ maxHeight }} data-testid={testId}>
      <div className="relative" style={{ width, height: HEADER_HEIGHT + rows.getTotalSize() }}>
        <div className="sticky top-0 z-20 border-b border-gray-300 bg-gray-50" style={{ width, height: HEADER_HEIGHT }}>
          <div className="sticky left-0 z-30 flex h-full items-end border-r border-gray-300 bg-gray-50 px-2 py-1 text-xs text-gray-500" style={{ width: NAME_WIDTH }}>
            {t('fca.context.corner', { objects: context.objects.length, attributes: context.attributes.length })}
          </div>
          {shownColumns.map((column) => {
            const name = context.attributes[column.index] ?? '';
            const label = (
              <span className="block max-h-full overflow-hidden text-ellipsis whitespace-nowrap [writing-mode:vertical-rl] rotate-180">{name}</span>
            );
            return (
              <div key={column.key} className="absolute bottom-0 flex justify-center border-l border-gray-200 py-1 text-xs text-gray-800" style={{ left: NAME_WIDTH + column.start, width: CELL, height: HEADER_HEIGHT }} title={name} data-testid="fca-attribute">
                {onAttribute ? (
                  <button type="button" className="h-full hover:text-primary" onClick={() => onAttribute(column.index)} title={name}>
                    {label}
                  </button>
                ) : (
                  label
                )}
              </div>
            );
          })}
        </div>
        {rows.getVirtualItems().map((row) => {
          const g = row.index;
          const name = context.objects[g] ?? '';
          const href = objectHref?.(g) ?? null;
          return (
            <div key={row.key} className="absolute left-0 flex border-b border-gray-100 hover:bg-blue-50/60" style={{ top: HEADER_HEIGHT + row.start, height: CELL, width }} data-testid="fca-object-row">
              <div className="sticky left-0 z-10 flex items-center truncate border-r border-gray-300 bg-white px-2" style={{ width: NAME_WIDTH, minWidth: NAME_WIDTH }} title={name}>
                {href ? (
                  <Link to={href} className="truncate text-primary hover:underline">
                    {name}
                  </Link>
                ) : onObject ? (
                  <button type="button" className="truncate text-left hover:text-primary" onClick={() => onObject(g)}>
                    {name}
                  </button>
                ) : (
                  <span className="truncate">{name}</span>
                )}
              </div>
              {shownColumns.map((column) => {
                const m = column.index;
                const on = has(g, m);
                const style = { left: NAME_WIDTH + column.start, width: CELL, height: CELL - 1 };
                const mark = on ? '×' : '';
                return onToggle ? (
                  <button
                    key={column.key}
                    type="button"
                    className="absolute top-0 border-l border-gray-100 text-center font-semibold text-gray-900 hover:bg-primary-light"
                    style={style}
                    onClick={() => onToggle(g, m)}
                    aria-pressed={on}
                    aria-label={t('fca.context.cellLabel', { object: name, attribute: context.attributes[m] ?? '' })}
                    data-testid="fca-cell"
                  >
                    {mark}
                  </button>
                ) : (
                  <span key={column.key} className="absolute top-0 border-l border-gray-100 text-center font-semibold leading-[25px] text-gray-900" style={style} data-testid="fca-cell" data-on={on || undefined}>
                    {mark}
                  </span>
                );
              })}
            </div>
          );
        })}
      </div>
    </div>
  );
}
