import { describe, expect, it } from 'vitest';
import { normaliseRouteEntry } from './routeEntry';

describe('normaliseRouteEntry', () => {
  const cases: Array<[string, string]> = [
    ['/fca', '/fca'],
    ['fca', '/fca'],
    ['/fca/', '/fca'],
    ['/fca/:id', '/fca/:id'],
    ['/examp_list?inst=1#top', '/examp_list'],
    ['https://onto.example.org/settings/users?x=1', '/settings/users'],
    ['/', '/'],
    ['', '/'],
  ];
  it.each(cases)('%s → %s', (entry, expected) => expect(normaliseRouteEntry(entry)).toBe(expected));
});
