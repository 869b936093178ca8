import { describe, expect, it } from 'vitest';
import { matchesUserSearch } from './userSearch';

const ann = { login: 'ann', name: 'Анна Петрова', email: 'ann@example.org' };

describe('matchesUserSearch', () => {
  const cases: Array<[string, boolean]> = [
    ['', true],
    ['ANN', true],
    ['петрова', true],
    ['example.org', true],
    ['bob', false],
  ];
  it.each(cases)('%s → %s', (text, expected) => expect(matchesUserSearch(ann, text)).toBe(expected));
});
