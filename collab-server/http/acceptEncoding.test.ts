import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './acceptEncoding';

describe('chooseEncoding', () => {
  const cases: Array<[string | undefined, string]> = [
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['GZIP', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['deflate', 'identity'],
    ['identity', 'identity'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['br;q=0.1, gzip;q=1.0', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['gzip;q=0.5', 'gzip'],
    ['br;q=abc', 'identity'],
  ];
  it.each(cases)('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
