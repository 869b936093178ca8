import { describe, expect, it } from 'vitest';
import { collapsedKey, loadCollapsed, pruneCollapsed, saveCollapsed } from './collapsedMemory';

function memoryStore(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('collapsed elements per document', () => {
  it.each<[string, string | undefined, string[]]>([
    ['nothing stored', undefined, []],
    ['a stored list', '["a","b"]', ['a', 'b']],
    ['not JSON', '{oops', []],
    ['not a list', '{"a":1}', []],
    ['non-string entries dropped', '["a",1,null]', ['a']],
  ])('loads %s', (_title, stored, ids) => {
    const store = memoryStore(stored === undefined ? {} : { [collapsedKey('D1')]: stored });
    expect([...loadCollapsed(store, 'd1')]).toEqual(ids);
  });

  it('keeps each document apart and removes the key when nothing is folded', () => {
    const store = memoryStore();
    saveCollapsed(store, 'd1', new Set(['b', 'a']));
    saveCollapsed(store, 'd2', new Set(['x']));
    expect(store.values.get('sdoc-collapsed:d1')).toBe('["a","b"]');
    expect([...loadCollapsed(store, 'd2')]).toEqual(['x']);
    saveCollapsed(store, 'd1', new Set());
    expect(store.values.has('sdoc-collapsed:d1')).toBe(false);
  });

  it('survives a storage that refuses writes', () => {
    const store = { ...memoryStore(), setItem: () => { throw new Error('quota'); } };
    expect(() => saveCollapsed(store, 'd1', new Set(['a']))).not.toThrow();
  });

  it('prunes ids that left the document', () => {
    expect([...pruneCollapsed(new Set(['a', 'gone']), (id) => id === 'a')]).toEqual(['a']);
  });
});
