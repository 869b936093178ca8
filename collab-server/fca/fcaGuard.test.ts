import { describe, expect, it } from 'vitest';
import { mayStopRun } from './fcaGuard';

const access = (change: boolean) => ({ read: true, change, share: change });

describe('mayStopRun', () => {
  it.each([
    ['who started it, reading only', access(false), 'u', true],
    ['an editor of the entry', access(true), 'x', true],
    ['another reader', access(false), 'x', false],
  ] as const)('%s', (_name, given, runUser, expected) => {
    expect(mayStopRun(given, runUser, 'u')).toBe(expected);
  });
});
