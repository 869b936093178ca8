import { describe, expect, it } from 'vitest';
import type { WorkspaceColumn } from '../editor/dmnWorkspace';
import { bindingOf, columnTypeOfProperty, liveBindings, problemsOf, withBinding, withoutBinding } from './columnBindings';

describe('a bound column’s type follows the property', () => {
  it.each([
    ['data', 'string', 'string'],
    ['data', 'text', 'string'],
    ['data', 'multiString', 'string'],
    ['data', 'int', 'integer'],
    ['data', 'float', 'double'],
    ['data', 'bool', 'boolean'],
    ['data', 'date', 'date'],
    ['data', 'dateTime', 'date'],
    ['data', 'file', 'string'],
    ['data', 'id', 'string'],
    ['object', '', 'string'],
  ] as const)('%s %s → %s', (kind, dataType, type) => expect(columnTypeOfProperty({ kind, dataType })).toBe(type));
});

const col = (columnId: string, kind: 'input' | 'output' = 'input'): WorkspaceColumn => ({ decisionId: 'd', decisionName: 'D', columnId, kind, label: columnId, text: columnId, typeRef: null });

describe('bindings as edited', () => {
  it('binding a column adds or replaces its binding, unbinding removes it', () => {
    const one = withBinding([], col('a'), 'p1');
    expect(one).toEqual([{ decisionId: 'd', columnId: 'a', kind: 'input', propId: 'p1' }]);
    const two = withBinding(one, col('b', 'output'), 'p2');
    const replaced = withBinding(two, col('a'), 'p3');
    expect(replaced.map((b) => [b.columnId, b.propId])).toEqual([
      ['a', 'p3'],
      ['b', 'p2'],
    ]);
    expect(bindingOf(replaced, col('b'))?.kind).toBe('output');
    expect(withoutBinding(replaced, col('a')).map((b) => b.columnId)).toEqual(['b']);
  });
  it('bindings of columns gone from the model are dropped', () => {
    const bindings = withBinding(withBinding([], col('a'), 'p1'), col('gone'), 'p2');
    expect(liveBindings(bindings, [col('a')]).map((b) => b.columnId)).toEqual(['a']);
  });
  it('the flags of a column', () => {
    const flag = { kind: 'propertyDeleted' as const, columnId: 'a', propId: 'p1', propName: 'Возраст', message: 'Свойство «Возраст» удалено', at: '2026-11-27T10:00:00Z' };
    expect(problemsOf([flag], col('a'))).toEqual([flag]);
    expect(problemsOf([flag], col('b'))).toEqual([]);
  });
});
