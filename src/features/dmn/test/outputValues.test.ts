import { describe, expect, it } from 'vitest';
import type { WorkspaceColumn } from '../editor/dmnWorkspace';
import { outputEntries, outputKind, outputLabel } from './outputValues';

const out = (text: string, typeRef: string | null, label = ''): WorkspaceColumn => ({ decisionId: 'd', decisionName: 'D', columnId: text, kind: 'output', label, text, typeRef });

describe('a result by its outputs', () => {
  it('a single output is the value itself', () => {
    expect(outputEntries(7.5, [out('Ставка', 'double', 'Ставка, %')])).toEqual([{ key: 'value', label: 'Ставка, %', kind: 'number', value: 7.5 }]);
  });
  it('several outputs: a context by output name, in column order', () => {
    const entries = outputEntries({ Ставка: 7.5, Решение: 'Одобрено', Заметка: 'x' }, [out('Решение', 'string'), out('Ставка', 'double')]);
    expect(entries.map((e) => [e.key, e.value])).toEqual([
      ['Решение', 'Одобрено'],
      ['Ставка', 7.5],
      ['Заметка', 'x'],
    ]);
  });
  it('a list (Collect) stays whole', () => {
    expect(outputEntries([1, 2], [out('a', 'double'), out('b', 'double')])).toEqual([{ key: 'value', label: '', kind: 'text', value: [1, 2] }]);
  });
  it('labels and kinds of a test case’s keys', () => {
    expect(outputLabel('value', [out('Ставка', 'double')])).toBe('Ставка');
    expect(outputLabel('Решение', [out('Решение', 'string', 'Итог')])).toBe('Итог');
    expect(outputLabel('unknown', [])).toBe('unknown');
    expect(outputKind('value', [out('Ставка', 'integer')])).toBe('integer');
    expect(outputKind('Решение', [out('Решение', 'boolean'), out('x', null)])).toBe('boolean');
  });
});
