import { describe, expect, it } from 'vitest';
import { addSource, changeSource, freeAlias, insertAt, removeSource, renameAlias, type Draft } from './reportDraft';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const empty: Draft = { name: 'Отчёт', annotation: '', source: [], template: '', ssData: {} };

describe('the report draft', () => {
  it('gives a new source the search code as alias when it is free and fits, else sN', () => {
    expect(freeAlias(new Set(), 'sales')).toBe('sales');
    expect(freeAlias(new Set(['sales']), 'sales')).toBe('s1');
    expect(freeAlias(new Set(['s1']), 'Продажи')).toBe('s2');
    const draft = addSource(addSource(empty, { id: A, code: 'sales', name: 'Сделки' }), { id: B, code: 'sales', name: 'Ещё' });
    expect(draft.source).toEqual([A, B]);
    expect(draft.ssData[A]).toEqual({ alias: 'sales', name: 'Сделки', limit: 50, columns: [] });
    expect(draft.ssData[B]?.alias).toBe('s1');
    expect(removeSource(draft, A)).toMatchObject({ source: [B], ssData: { [B]: { alias: 's1' } } });
  });

  it('renaming an alias renames its placeholders, and only its', () => {
    const draft: Draft = { ...addSource(addSource(empty, { id: A, code: 's', name: '' }), { id: B, code: 'ss', name: '' }), template: '{{table:s}} {{value: s :x:sum}} {{table:ss}} {{total:s}}' };
    const renamed = renameAlias(draft, A, 'sales');
    expect(renamed.template).toBe('{{table:sales}} {{value: sales :x:sum}} {{table:ss}} {{total:sales}}');
    expect(renamed.ssData[A]?.alias).toBe('sales');
    expect(changeSource(renamed, A, { limit: 5 }).ssData[A]?.limit).toBe(5);
  });

  it.each([
    ['a block into empty text', '', 0, '{{table:a}}', true, '{{table:a}}\n\n'],
    ['a block after a line', 'Итог:', 5, '{{table:a}}', true, 'Итог:\n\n{{table:a}}\n\n'],
    ['a figure inside a sentence', 'Всего  шт.', 6, '{{total:a}}', false, 'Всего {{total:a}} шт.'],
  ])('inserts %s', (_, template, at, text, block, expected) => {
    const result = insertAt(template, at, text, block);
    expect(result.template).toBe(expected);
    expect(result.template.slice(0, result.cursor).endsWith(block ? '\n' : text)).toBe(true);
  });
});
