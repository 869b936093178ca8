import { describe, expect, it } from 'vitest';
import type { ImportStatusUpdate } from '../../../realtime/protocol/hubEvents';
import { shouldAnnounceImport } from './importStatusNotice';

const me = '00000000-0000-4000-8000-0000000000aa';
const other = '00000000-0000-4000-8000-0000000000bb';
const update = (status: ImportStatusUpdate['status'], userId = me, importId = '00000000-0000-4000-8000-000000000001', done = 0): ImportStatusUpdate => ({
  userId,
  importId,
  importName: 'Клиенты',
  status,
  progress: { done, total: 10, rejected: 0 },
});

describe('shouldAnnounceImport', () => {
  it('announces each new status of the current user’s import once', () => {
    const announced = new Map<string, string>();
    const seen = [update('queued'), update('running', me, undefined, 1), update('running', me, undefined, 5), update('completed', me, undefined, 10)].map((u) =>
      shouldAnnounceImport(u, me, announced),
    );
    expect(seen).toEqual([true, true, false, true]);
  });

  it('ignores other users’ imports and a signed-out tab', () => {
    expect(shouldAnnounceImport(update('running', other), me, new Map())).toBe(false);
    expect(shouldAnnounceImport(update('running'), null, new Map())).toBe(false);
  });

  it('tracks imports apart', () => {
    const announced = new Map<string, string>();
    expect(shouldAnnounceImport(update('running', me, '00000000-0000-4000-8000-000000000001'), me, announced)).toBe(true);
    expect(shouldAnnounceImport(update('running', me, '00000000-0000-4000-8000-000000000002'), me, announced)).toBe(true);
  });
});
