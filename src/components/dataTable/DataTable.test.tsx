import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DataTable } from './DataTable';
import type { DataColumn } from './dataTableTypes';

// rendered to HTML in Node: what the table puts on screen for given rows, sorting and paging
type City = { id: string; name: string; people: number | null };
const cities: City[] = [
  { id: 'a', name: 'Тверь', people: 400 },
  { id: 'b', name: 'Азов', people: 80 },
  { id: 'c', name: 'Омск', people: null },
];
const columns: DataColumn<City>[] = [
  { id: 'name', header: 'Город', value: (c) => c.name, sortable: true },
  { id: 'people', header: 'Жителей', value: (c) => c.people, sortable: true, cell: (c) => <b>{c.people ?? '—'}</b> },
];
const html = (props: Partial<Parameters<typeof DataTable<City>>[0]> = {}) => renderToStaticMarkup(<DataTable columns={columns} rows={cities} rowId={(c) => c.id} testId="t" {...props} />);
const cellTexts = (markup: string) => [...markup.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''));

beforeAll(() => i18next.use(initReactI18next).init({ lng: 'ru', resources: {} }));

describe('DataTable', () => {
  it('the headings and one row per item, cells as given or as their value', () => {
    const out = html();
    expect(out).toContain('data-testid="sort-name"');
    expect(cellTexts(out)).toEqual(['Тверь', '400', 'Азов', '80', 'Омск', '—']);
  });
  it('sorts on the client, missing values last', () => {
    expect(cellTexts(html({ sorting: { side: 'client', initial: [{ id: 'people', desc: false }] } })).filter((_, i) => i % 2 === 0)).toEqual(['Азов', 'Тверь', 'Омск']);
    expect(cellTexts(html({ sorting: { side: 'client', initial: [{ id: 'name', desc: true }] } })).filter((_, i) => i % 2 === 0)).toEqual(['Тверь', 'Омск', 'Азов']);
  });
  it('trusts the server for sorting: rows stay as they came, the heading shows the key', () => {
    const out = html({ sorting: { side: 'server', rules: [{ id: 'people', desc: true }], onChange: vi.fn() } });
    expect(cellTexts(out).filter((_, i) => i % 2 === 0)).toEqual(['Тверь', 'Азов', 'Омск']);
    expect(out).toContain('aria-sort="descending"');
    expect(out).toContain('▼');
  });
  it('pages on the client, with the pager under the table', () => {
    const out = html({ paging: { side: 'client', pageSize: 2 }, renderPager: (p) => <span id="pager">{`${p.from}-${p.to}/${p.total}`}</span> });
    expect(cellTexts(out)).toEqual(['Тверь', '400', 'Азов', '80']);
    expect(out).toContain('<span id="pager">1-2/3</span>');
  });
  it('a server page is shown whole', () => {
    const out = html({ paging: { side: 'server', offset: 30, limit: 2, total: 33, onOffset: vi.fn() }, renderPager: (p) => `page ${p.page + 1} of ${p.pages}` });
    expect(cellTexts(out)).toHaveLength(6);
    expect(out).toContain('page 16 of 17');
  });
  it('empty: the note in a row, under the table, or alone; the problem above', () => {
    expect(html({ rows: [], empty: 'Пусто', notesAt: 'row' })).toMatch(/<td colSpan="2"[^>]*>Пусто<\/td>/i);
    expect(html({ rows: [], empty: 'Пусто', notesAt: 'below' })).toMatch(/<\/table><p[^>]*>Пусто<\/p>/);
    const alone = html({ rows: [], empty: <em>Пусто</em>, notesAt: 'alone', problem: <div role="alert">Ошибка</div> });
    expect(alone).toBe('<div role="alert">Ошибка</div><em>Пусто</em>');
    expect(html({ rows: [], loading: true, loadingText: 'Загрузка', notesAt: 'below' })).toContain('Загрузка');
    expect(html({ rows: [], empty: null, notesAt: 'alone', problem: 'Ошибка' })).toBe('Ошибка');
  });
  it('row attributes: classes, test ids and data marks', () => {
    const out = html({ rowAttributes: (c) => ({ className: 'x', 'data-testid': 'city-row', 'data-id': c.id }) });
    expect(out.match(/data-testid="city-row"/g)).toHaveLength(3);
    expect(out).toContain('data-id="b"');
  });
  it('past the threshold only the rows in view are rendered', () => {
    const many = Array.from({ length: 500 }, (_, n) => ({ id: String(n), name: `Город ${n}`, people: n }));
    const out = html({ rows: many });
    expect((out.match(/<tr /g) ?? []).length).toBeLessThan(100);
    expect(out).toContain('max-height:70vh');
  });
});
