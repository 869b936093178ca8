import { describe, expect, it } from 'vitest';
import { olderFirst } from './publicationOrder';

describe('olderFirst', () => {
  it.each([
    ['by creation time', [{ id: 'b', createdAt: '2025-02-01T00:00:00Z', updateId: '1' }, { id: 'a', createdAt: '2025-01-01T00:00:00Z', updateId: '9' }], ['a', 'b']],
    ['same moment: by the save frozen', [{ id: 'b', createdAt: '2025-01-01T00:00:00Z', updateId: '10' }, { id: 'a', createdAt: '2025-01-01T00:00:00Z', updateId: '9' }], ['a', 'b']],
  ])('%s', (_name, input, expected) => {
    expect(olderFirst(input).map((p) => p.id)).toEqual(expected);
  });
});
