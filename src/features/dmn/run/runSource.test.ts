import { describe, expect, it } from 'vitest';
import { boundClassOf, boundOutputs, instanceLink, progressPercent, runSourceOf } from './runSource';

const catalog = {
  classes: new Map([
    ['client', { id: 'client', name: 'Клиент', parents: [] }],
    ['order', { id: 'order', name: 'Заказ', parents: [] }],
  ]),
  properties: new Map([
    ['age', { id: 'age', name: 'Возраст', kind: 'data' as const, dataType: 'int', domains: ['client'], range: null }],
    ['sum', { id: 'sum', name: 'Сумма', kind: 'data' as const, dataType: 'float', domains: ['client', 'order'], range: null }],
    ['free', { id: 'free', name: 'Заметка', kind: 'data' as const, dataType: 'string', domains: [], range: null }],
  ]),
};
const input = (columnId: string, propId: string, decisionId = 'd') => ({ decisionId, columnId, kind: 'input' as const, propId });

describe('the source of a run', () => {
  it('on the wire and as a link to an instance', () => {
    expect(runSourceOf({ kind: 'class', id: 'c', name: 'C' })).toEqual({ classId: 'c' });
    expect(runSourceOf({ kind: 'search', id: 's', name: 'S', rootClass: 'c' })).toEqual({ searchId: 's' });
    expect(instanceLink({ kind: 'search', id: 's', name: 'S', rootClass: 'c' }, 'i')).toBe('/examp_list/c?inst=i');
    expect(instanceLink({ kind: 'class', id: 'k', name: 'K' }, 'i')).toBe('/examp_list/k?inst=i');
  });
  it('offered first: the class most bound inputs belong to', () => {
    expect(boundClassOf([input('a', 'age'), input('b', 'sum')], 'd', catalog)).toEqual({ id: 'client', name: 'Клиент' });
    expect(boundClassOf([input('a', 'free')], 'd', catalog)).toBeNull();
    expect(boundClassOf([input('a', 'age', 'other')], 'd', catalog)).toBeNull();
  });
  it('output pairs offered from output bindings', () => {
    const bindings = [{ decisionId: 'd', columnId: 'o1', kind: 'output' as const, propId: 'p' }, input('a', 'age'), { decisionId: 'd', columnId: 'gone', kind: 'output' as const, propId: 'q' }];
    expect(boundOutputs(bindings, 'd', ['o1'])).toEqual([{ columnId: 'o1', propId: 'p' }]);
  });
  it('progress', () => {
    expect(progressPercent(0, 0)).toBe(100);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(5, 4)).toBe(100);
  });
});
