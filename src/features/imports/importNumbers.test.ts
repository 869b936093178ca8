import { describe, expect, it } from 'vitest';
import type { ImportStatus } from '../../../realtime/protocol/imports';
import { importNumbers, type ImportNumbers } from './importNumbers';

describe('importNumbers', () => {
  const cases: Array<[string, { done: number; total: number; rejected: number }, ImportStatus, ImportNumbers]> = [
    ['queued: the file\'s rows known, none read', { done: 0, total: 10_000, rejected: 0 }, 'queued', { total: 10_000, read: 0, written: 0, refused: 0, percent: 0 }],
    ['running: written is read minus refused', { done: 2_500, total: 10_000, rejected: 7 }, 'running', { total: 10_000, read: 2_500, written: 2_493, refused: 7, percent: 25 }],
    ['the percent is floored: 99.99 % is not full', { done: 9_999, total: 10_000, rejected: 0 }, 'running', { total: 10_000, read: 9_999, written: 9_999, refused: 0, percent: 99 }],
    ['completed', { done: 10_000, total: 10_000, rejected: 10 }, 'completed', { total: 10_000, read: 10_000, written: 9_990, refused: 10, percent: 100 }],
    ['an empty file completed is full, not 0 %', { done: 0, total: 0, rejected: 0 }, 'completed', { total: 0, read: 0, written: 0, refused: 0, percent: 100 }],
    ['failed halfway keeps what it read', { done: 500, total: 1_000, rejected: 500 }, 'failed', { total: 1_000, read: 500, written: 0, refused: 500, percent: 50 }],
    ['never more read than in the file', { done: 12, total: 10, rejected: 0 }, 'running', { total: 10, read: 10, written: 10, refused: 0, percent: 100 }],
    ['never more refused than read', { done: 3, total: 10, rejected: 5 }, 'running', { total: 10, read: 3, written: 0, refused: 3, percent: 30 }],
    ['an import stored before the total was known', { done: 40, total: 0, rejected: 1 }, 'running', { total: 0, read: 40, written: 39, refused: 1, percent: 0 }],
  ];
  it.each(cases)('%s', (_name, progress, status, expected) => {
    const numbers = importNumbers(progress, status);
    expect(numbers).toEqual(expected);
    expect(numbers.written + numbers.refused).toBe(numbers.read);
  });
});
