import { describe, expect, it } from 'vitest';
import { advanceCursor, MAX_TRACKED_HOLES, openHoles, startCursor } from './seqCursor';

describe('advanceCursor', () => {
  const cases: Array<{ name: string; last: bigint; holes?: Array<[bigint, number]>; seen: bigint[]; now?: number; last2: bigint; holes2: bigint[] }> = [
    { name: 'consecutive rows leave no holes', last: 5n, seen: [6n, 7n, 8n], last2: 8n, holes2: [] },
    { name: 'a gap becomes holes', last: 5n, seen: [6n, 9n], last2: 9n, holes2: [7n, 8n] },
    { name: 'a late row fills its hole', last: 9n, holes: [[7n, 0], [8n, 0]], seen: [8n], last2: 9n, holes2: [7n] },
    { name: 'a late row and new ones together', last: 9n, holes: [[7n, 0]], seen: [7n, 10n, 12n], last2: 12n, holes2: [11n] },
    { name: 'rows at or below last that are no holes change nothing', last: 9n, seen: [3n, 9n], last2: 9n, holes2: [] },
    { name: 'old holes expire', last: 9n, holes: [[7n, 0], [8n, 900]], seen: [], now: 1500, last2: 9n, holes2: [8n] },
    { name: 'a huge jump keeps no holes', last: 1n, seen: [BigInt(MAX_TRACKED_HOLES) + 10n], last2: BigInt(MAX_TRACKED_HOLES) + 10n, holes2: [] },
  ];
  it.each(cases)('$name', ({ last, holes, seen, now, last2, holes2 }) => {
    const cursor = { ...startCursor(last), holes: new Map(holes ?? []) };
    const next = advanceCursor(cursor, seen, now ?? 100, 1000);
    expect(next.last).toBe(last2);
    expect(openHoles(next)).toEqual(holes2);
  });

  it('does not change the cursor it was given', () => {
    const cursor = startCursor(1n);
    advanceCursor(cursor, [5n], 0, 1000);
    expect(cursor.last).toBe(1n);
    expect(cursor.holes.size).toBe(0);
  });
});
