import { describe, expect, it } from 'vitest';
import { loadExplored, parseExplored, rememberExplored, RECENT_MAX, RECENT_STORAGE_KEY, saveExplored } from './recentExplored';

const entry = (id: string) => ({ id, caption: `Экземпляр ${id}` });

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

describe('recently explored instances', () => {
  it('puts the latest first, each instance once, at most RECENT_MAX', () => {
    let list = [entry('a'), entry('b')];
    list = rememberExplored(list, entry('b'));
    expect(list.map((e) => e.id)).toEqual(['b', 'a']);
    for (let i = 0; i < RECENT_MAX + 3; i++) list = rememberExplored(list, entry(`x${i}`));
    expect(list).toHaveLength(RECENT_MAX);
    expect(list[0]?.id).toBe(`x${RECENT_MAX + 2}`);
  });

  it('reads only well-formed entries', () => {
    expect(parseExplored(JSON.stringify([entry('a'), { id: 1 }, 'x', entry('b')]))).toEqual([entry('a'), entry('b')]);
    for (const bad of [null, '', 'nope', '{}']) expect(parseExplored(bad)).toEqual([]);
  });

  it('keeps the list in storage, and survives a storage that fails', () => {
    const storage = memoryStorage();
    saveExplored(entry('a'), storage);
    saveExplored(entry('b'), storage);
    expect(loadExplored(storage).map((e) => e.id)).toEqual(['b', 'a']);
    expect(JSON.parse(storage.items.get(RECENT_STORAGE_KEY)!)).toHaveLength(2);
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    const quiet = console.error;
    console.error = () => undefined;
    try {
      expect(loadExplored(broken)).toEqual([]);
      expect(saveExplored(entry('c'), broken)).toEqual([entry('c')]);
    } finally {
      console.error = quiet;
    }
  });
});
