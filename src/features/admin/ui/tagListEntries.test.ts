import { describe, expect, it } from 'vitest';
import { addEntries, parseEntries } from './tagListEntries';

describe('parseEntries', () => {
  const cases: Array<[string, string, string[]]> = [
    ['one entry', '/fca', ['/fca']],
    ['commas and spaces', '/fca, /dmn ,/owl-rules', ['/fca', '/dmn', '/owl-rules']],
    ['newlines and semicolons', '/fca\n/dmn;\r\n/graphs', ['/fca', '/dmn', '/graphs']],
    ['blank text', '   \n ', []],
    ['component names', 'chat help', ['chat', 'help']],
  ];
  it.each(cases)('%s', (_name, text, expected) => expect(parseEntries(text)).toEqual(expected));
});

describe('addEntries', () => {
  it('appends new entries in order', () => expect(addEntries(['/a'], ['/b', '/c'])).toEqual(['/a', '/b', '/c']));
  it('drops duplicates, also within the added ones', () => expect(addEntries(['/a'], ['/a', '/b', '/b'])).toEqual(['/a', '/b']));
  it('drops blanks', () => expect(addEntries([], ['', '/a'])).toEqual(['/a']));
  it('leaves the original list alone', () => {
    const list = ['/a'];
    addEntries(list, ['/b']);
    expect(list).toEqual(['/a']);
  });
});
