import { describe, expect, it } from 'vitest';
import { documentChanged, initialTracking, markSeen, type SaveTracking } from './saveTracking';

const m1 = { updateId: '5', at: '2025-01-01T10:00:00Z' };
const m2 = { updateId: '6', at: '2025-01-01T10:00:03Z' };

type Step = ['change'] | ['mark', typeof m1 | null];

describe('save state from the server marks', () => {
  it.each<[string, typeof m1 | null, Step[], string]>([
    ['freshly loaded', m1, [], 'SuccessfullySaved'],
    ['an edit', m1, [['change']], 'ToBeSaved'],
    ['an edit, then the next mark', m1, [['change'], ['mark', m2]], 'SuccessfullySaved'],
    ['an edit, the same mark read again', m1, [['change'], ['mark', m1]], 'ToBeSaved'],
    ['an edit after the mark', m1, [['change'], ['mark', m2], ['change']], 'ToBeSaved'],
    ['a mark disappearing is not a save', m1, [['change'], ['mark', null]], 'ToBeSaved'],
    ['a document never saved, then saved', null, [['change'], ['mark', m1]], 'SuccessfullySaved'],
  ])('%s', (_title, start, steps, expected) => {
    const end = steps.reduce<SaveTracking>((t, step) => (step[0] === 'change' ? documentChanged(t) : markSeen(t, step[1])), initialTracking(start));
    expect(end.state).toBe(expected);
  });
});
