import { describe, expect, it } from 'vitest';
import { gvizUrl, parseGvizResponse } from './gvizTable';

const wrap = (body: unknown): string => `/*O_o*/\ngoogle.visualization.Query.setResponse(${JSON.stringify(body)});`;

describe('parseGvizResponse', () => {
  it('keys rows by column label and takes the formatted text of date columns', () => {
    const table = parseGvizResponse(
      wrap({
        status: 'ok',
        table: {
          cols: [
            { id: 'A', label: 'Имя', type: 'string' },
            { id: 'B', label: 'Дата', type: 'date' },
            { id: 'C', label: '', type: 'number' },
          ],
          rows: [{ c: [{ v: 'Иван' }, { v: 'Date(2024,4,31)', f: '31.05.2024' }, { v: 3, f: '3' }] }, { c: [null, null, { v: 1.5 }] }],
        },
      }),
    );
    expect(table.columns).toEqual(['Имя', 'Дата', 'C']);
    expect(table.rows).toEqual([
      { Имя: 'Иван', Дата: '31.05.2024', C: '3' },
      { Имя: '', Дата: '', C: '1.5' },
    ]);
  });
  it('reports the service error in words', () => {
    expect(() => parseGvizResponse(wrap({ status: 'error', errors: [{ detailed_message: 'Нет доступа' }] }))).toThrow('Не удалось прочитать таблицу: Нет доступа');
  });
  it('refuses an answer that is not a gviz response', () => {
    expect(() => parseGvizResponse('<html>sign in</html>')).toThrow('Сервис таблиц вернул ответ в неизвестном формате');
  });
  it('builds the query URL under the service base', () => {
    expect(gvizUrl('http://127.0.0.1:9/', 'abc_1')).toBe('http://127.0.0.1:9/spreadsheets/d/abc_1/gviz/tq?tqx=out:json');
  });
});
