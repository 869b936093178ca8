import { describe, expect, it } from 'vitest';
import type { ResultColumn } from '../../realtime/protocol/semanticSearch';
import { navigationGroups } from './semanticNavigation';
import type { CellFormat } from './searchResultTable';

const format: CellFormat = { yes: 'Да', no: 'Нет', number: String, date: (v) => v };
const column = (code: string, kind: ResultColumn['kind'] = 'string'): ResultColumn => ({ code, name: code, kind, agg: null, calculated: false, filterable: true });

// the document's elements: innerId e1…e4; e3 is also known by its objectId
const ELEMENTS: Record<string, string> = { e1: 'e1', e2: 'e2', e3: 'e3', 'obj-3': 'e3', e4: 'e4' };
const resolve = (id: string): string | null => ELEMENTS[id] ?? null;

const row = (cells: Record<string, unknown>) => ({ inst: null, cells: cells as never });

describe('semantic navigation lists', () => {
  it('groups by groupBy, in the order groups first appear, items in answer order without orderBy', () => {
    const answer = {
      columns: [column('containerId'), column('groupBy'), column('name')],
      rows: [row({ containerId: 'e2', groupBy: 'Требования', name: 'Второй' }), row({ containerId: 'e1', groupBy: 'Риски', name: 'Первый' }), row({ containerId: 'E4', groupBy: 'Требования', name: 'Четвёртый' })],
    };
    expect(navigationGroups(answer, resolve, format)).toEqual({
      groups: [
        { label: 'Требования', items: [{ innerId: 'e2', label: 'Второй' }, { innerId: 'e4', label: 'Четвёртый' }] },
        { label: 'Риски', items: [{ innerId: 'e1', label: 'Первый' }] },
      ],
      unmatched: 0,
    });
  });

  it('orders by orderBy when present (numbers as numbers, rows without order last)', () => {
    const answer = {
      columns: [column('containerId'), column('groupBy'), column('orderBy', 'number')],
      rows: [row({ containerId: 'e1', groupBy: 'g', orderBy: 10 }), row({ containerId: 'e2', groupBy: 'g', orderBy: null }), row({ containerId: 'e4', groupBy: 'g', orderBy: 2 })],
    };
    expect(navigationGroups(answer, resolve, format).groups[0]?.items.map((i) => i.innerId)).toEqual(['e4', 'e1', 'e2']);
  });

  it('resolves objectIds and instance links, drops rows of other documents, lists an element once', () => {
    const answer = {
      columns: [column('containerId', 'link'), column('groupBy', 'link'), column('title')],
      rows: [
        row({ containerId: { id: 'obj-3', name: 'x' }, groupBy: { id: 'g', name: 'Группа' }, title: 'Третий' }),
        row({ containerId: 'elsewhere', groupBy: { id: 'g', name: 'Группа' }, title: 'Чужой' }),
        row({ containerId: null, groupBy: { id: 'g', name: 'Группа' }, title: 'Пустой' }),
        row({ containerId: 'e3', groupBy: { id: 'g', name: 'Группа' }, title: 'Снова третий' }),
      ],
    };
    expect(navigationGroups(answer, resolve, format)).toEqual({ groups: [{ label: 'Группа', items: [{ innerId: 'e3', label: 'Третий' }] }], unmatched: 2 });
  });

  it('names items by the first other column when there is no name column, and by nothing when there is none', () => {
    const withOther = { columns: [column('containerId'), column('groupBy'), column('code')], rows: [row({ containerId: 'e1', groupBy: 'g', code: 'К-1' })] };
    expect(navigationGroups(withOther, resolve, format).groups[0]?.items[0]?.label).toBe('К-1');
    const bare = { columns: [column('containerId'), column('groupBy')], rows: [row({ containerId: 'e1', groupBy: 'g' })] };
    expect(navigationGroups(bare, resolve, format).groups[0]?.items[0]?.label).toBe('');
  });
});
