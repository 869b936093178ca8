import { describe, expect, it } from 'vitest';
import { buildReport, type SourceInfo, type SourceState } from './reportModel';
import { parseTemplate } from './templateSyntax';

const info: SourceInfo = { searchId: '00000000-0000-4000-8000-000000000001', alias: 'emp', name: 'Сотрудники', limit: 2, columns: [] };
const ready: SourceState = {
  state: 'ready',
  columns: [
    { code: 'name', name: 'ФИО' },
    { code: 'dept', name: 'Отдел' },
    { code: 'pay', name: 'Оклад', numeric: true },
  ],
  rows: [
    { name: 'Иванов', dept: { id: 'd1', name: 'Продажи' }, pay: 1000 },
    { name: 'Петров_П', dept: { id: 'd1', name: 'Продажи' }, pay: 2000 },
    { name: 'Сидоров', dept: { id: 'd2', name: 'Склад' }, pay: 1500.5 },
  ],
  total: 3,
  complete: true,
};
// ru-RU groups digits with a no-break space
const build = (template: string, state: SourceState = ready, source: SourceInfo = info) =>
  buildReport(parseTemplate(template), new Map([[source.alias, source]]), new Map([[source.alias, state]])).map((item) => (item.kind === 'markdown' ? { ...item, text: item.text.replace(/\u00a0/g, ' ') } : item));

describe('the report model', () => {
  it('fills figures over the whole result into the text', () => {
    expect(build('Всего {{total:emp}}, фонд {{value:emp:pay:sum}}, средний {{value:emp:pay:avg}}')).toEqual([{ kind: 'markdown', text: 'Всего 3, фонд 4 500,5, средний 1 500,17' }]);
    expect(build('{{value:emp:name:list}}')).toEqual([{ kind: 'markdown', text: 'Иванов, Петров\\_П, Сидоров' }]);
  });

  it('a table shows the chosen columns and at most the source limit of rows', () => {
    const [table] = build('{{table:emp}}', ready, { ...info, columns: ['dept', 'name'] });
    expect(table).toEqual({ kind: 'table', alias: 'emp', headers: ['Отдел', 'ФИО'], numeric: [false, false], rows: [['Продажи', 'Иванов'], ['Продажи', 'Петров_П']], total: 3, shown: 2 });
  });

  it('a chart sums the value per label', () => {
    expect(build('{{chart:emp:dept:pay:bar}}')).toEqual([
      { kind: 'chart', alias: 'emp', chart: 'bar', labelName: 'Отдел', valueName: 'Оклад', points: [{ label: 'Продажи', value: 3000 }, { label: 'Склад', value: 1500.5 }] },
    ]);
  });

  it('a column the search no longer answers is named', () => {
    expect(build('{{chart:emp:dept:bonus:pie}}')).toEqual([{ kind: 'missingColumn', alias: 'emp', column: 'bonus', name: 'Сотрудники' }]);
    expect(build('{{table:emp}}', ready, { ...info, columns: ['gone'] })[0]).toMatchObject({ kind: 'missingColumn', column: 'gone' });
  });

  it('an unreadable source says so once, with its name; its figures are dashes', () => {
    const items = build('Фонд {{value:emp:pay:sum}}\n\n{{table:emp}}\n\n{{chart:emp:dept:pay:bar}}', { state: 'denied' });
    expect(items).toEqual([
      { kind: 'markdown', text: 'Фонд —\n\n' },
      { kind: 'unavailable', alias: 'emp', searchId: info.searchId, name: 'Сотрудники' },
    ]);
  });

  it('a loading or failed source is shown as such', () => {
    expect(build('{{table:emp}} {{total:emp}}', { state: 'loading' })).toEqual([{ kind: 'loading', alias: 'emp' }, { kind: 'markdown', text: ' …' }]);
    expect(build('{{table:emp}}', { state: 'failed', message: 'Ошибка' })).toEqual([{ kind: 'failed', alias: 'emp', message: 'Ошибка' }]);
  });
});
