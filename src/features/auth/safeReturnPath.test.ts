import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './safeReturnPath';

describe('safeReturnPath', () => {
  it.each([
    [null, '/'],
    ['', '/'],
    ['/class_list?tab=own', '/class_list?tab=own'],
    ['/', '/'],
    ['//evil.example/x', '/'],
    ['https://evil.example/', '/'],
    ['/\\evil.example', '/'],
    ['relative/path', '/'],
  ])('%s → %s', (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });
});
