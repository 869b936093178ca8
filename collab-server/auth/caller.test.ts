import { describe, expect, it } from 'vitest';
import { tokenFromHeader } from './caller';

describe('tokenFromHeader', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['   ', null],
    ['Bearer ', null],
    ['abc.def.ghi', 'abc.def.ghi'],
    ['Bearer abc.def.ghi', 'abc.def.ghi'],
    ['bearer abc.def.ghi', 'abc.def.ghi'],
    ['Bearer   abc.def.ghi  ', 'abc.def.ghi'],
    ['  abc.def.ghi', 'abc.def.ghi'],
  ])('%j → %j', (header, expected) => {
    expect(tokenFromHeader(header)).toBe(expected);
  });
});
