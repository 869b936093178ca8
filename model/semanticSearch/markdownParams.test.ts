import { describe, expect, it } from 'vitest';
import { parseMarkdownParams } from './markdownParams';

describe('parseMarkdownParams', () => {
  it.each([
    ['', { groupField: null, headerLevel: 2 }],
    [undefined, { groupField: null, headerLevel: 2 }],
    ['groupField=city', { groupField: 'city', headerLevel: 2 }],
    ['groupField=city;headerLevel=3', { groupField: 'city', headerLevel: 3 }],
    [' groupField = city ; headerLevel = 4 ;', { groupField: 'city', headerLevel: 4 }],
    ['groupField=a=b;headerLevel=3', { groupField: null, headerLevel: 3 }],
    ['groupField;headerLevel=3', { groupField: null, headerLevel: 3 }],
    ['headerLevel=x', { groupField: null, headerLevel: 2 }],
    ['headerLevel=9', { groupField: null, headerLevel: 6 }],
    ['headerLevel=0', { groupField: null, headerLevel: 1 }],
    ['groupField=', { groupField: null, headerLevel: 2 }],
    ['other=1;groupField=x', { groupField: 'x', headerLevel: 2 }],
  ])('%j → %j', (text, expected) => {
    expect(parseMarkdownParams(text)).toEqual(expected);
  });
});
