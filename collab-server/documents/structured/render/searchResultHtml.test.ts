import { describe, expect, it } from 'vitest';
import { node, snapshotOf } from '../../../../model/documents/snapshotFixtures';
import type { ResultColumn, SearchAnswer } from '../../../../realtime/protocol/semanticSearch';
import { renderDocumentHtml } from '../documentRenderer';
import type { SearchRender } from './searchResultHtml';

const SEARCH = '0c5e4a0e-1111-4222-8333-444455556666';
const NAV = '0d5e4a0e-1111-4222-8333-444455556666';
const column = (code: string, name: string, kind: ResultColumn['kind'] = 'string'): ResultColumn => ({ code, name, kind, agg: null, calculated: false, filterable: true });

const answer = (rows: SearchAnswer['rows'], total = rows.length): SearchAnswer => ({
  columns: [column('name', 'Договор'), column('city', 'Город', 'link'), column('sum', 'Сумма', 'number'), column('signed', 'Подписан', 'boolean'), column('day', 'Дата', 'date')],
  rows,
  total,
  aggregated: false,
  reads: { classes: [], props: [] },
  seq: '1',
});
const ROWS: SearchAnswer['rows'] = [
  { inst: null, cells: { name: 'Д-1 <b>', city: { id: SEARCH, name: 'Москва' }, sum: 1234.5, signed: true, day: '2024-03-05' } },
  { inst: null, cells: { name: 'Д-2', city: null, sum: 10, signed: false, day: null } },
  { inst: null, cells: { name: 'Д-3', city: { id: SEARCH, name: 'Москва' }, sum: 7, signed: null, day: null } },
];

function render(settings: Record<string, unknown>, result?: SearchRender, title = 'Договоры') {
  const snapshot = snapshotOf(node('StructuredDocument', 'root', { title: 'Документ', settings: { semanticNavigationSearchId: NAV } }, [node('SemanticSearchResult', 'r1', { title, settings })]));
  return renderDocumentHtml(snapshot, { baseUrl: '', searchResults: new Map(result ? [['r1', result]] : []) });
}

describe('a SemanticSearchResult in the rendered document', () => {
  it('is its search’s table, values written the Russian way, with what the viewer needs to make it live', () => {
    const html = render({ semanticSearchId: SEARCH, limit: 3 }, { kind: 'answer', answer: answer(ROWS, 12) });
    expect(html).toContain(`data-search-id="${SEARCH}"`);
    expect(html).toContain('data-search-limit="3"');
    expect(html).toContain('<p class="sdoc-block-title">Договоры</p>');
    expect(html).toContain('<thead><tr><th>Договор</th><th>Город</th><th>Сумма</th><th>Подписан</th><th>Дата</th></tr></thead>');
    expect(html).toContain('<td>Д-1 &lt;b&gt;</td><td>Москва</td><td style="text-align:right">1\u00a0234,5</td><td>Да</td><td>05.03.2024</td>');
    expect(html).toContain('<td>Д-2</td><td></td><td style="text-align:right">10</td><td>Нет</td><td></td>');
    expect(html).toContain('Показаны первые 3 из 12');
  });

  it('groups rows under headings of headerLevel by groupField', () => {
    const html = render({ semanticSearchId: SEARCH, params: 'groupField=city;headerLevel=4' }, { kind: 'answer', answer: answer(ROWS) });
    expect(html).toContain('<h4 class="sdoc-search-group">Москва</h4>');
    expect(html).toContain('<h4 class="sdoc-search-group">(без значения)</h4>');
    expect(html.indexOf('Д-3')).toBeLessThan(html.indexOf('(без значения)'));
    expect(html).not.toContain('<th>Город</th>');
  });

  it('says so when the reader may not read the search (§8), or when it fails', () => {
    expect(render({ semanticSearchId: SEARCH }, { kind: 'unreadable' })).toContain(`Не удалось загрузить семантический поиск ${SEARCH}. Вероятно, отсутствует необходимый доступ`);
    expect(render({ semanticSearchId: SEARCH }, { kind: 'failed', message: 'Класс узла «n1» удалён или не существует' })).toContain('Класс узла «n1» удалён или не существует');
  });

  it('an element without a search, and a search without rows', () => {
    expect(render({}, undefined)).toContain('Семантический поиск не выбран');
    expect(render({ semanticSearchId: SEARCH }, { kind: 'answer', answer: answer([]) })).toContain('Поиск не нашёл ни одной строки');
  });

  it('the root names the navigation search and elements known by another objectId carry it', () => {
    const snapshot = snapshotOf(node('StructuredDocument', 'root', { settings: { semanticNavigationSearchId: NAV } }, [node('ContentHolder', 'c1', { objectId: 'obj-1', content: 'x' })]));
    const html = renderDocumentHtml(snapshot, { baseUrl: '' });
    expect(html).toContain(`data-navigation-search="${NAV}"`);
    expect(html).toContain('data-element-id="c1" data-element-object-id="obj-1"');
  });
});
