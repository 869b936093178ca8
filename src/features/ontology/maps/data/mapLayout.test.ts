import { describe, expect, it } from 'vitest';
import { layoutText, mergeLayout, parseLayout } from './mapLayout';

describe('parseLayout', () => {
  it.each([
    ['nothing', null, {}],
    ['empty text', '', {}],
    ['bad JSON', '{"a":', {}],
    ['an array', '[1,2]', {}],
    ['a number', '5', {}],
    ['positions', '{"a":{"x":1,"y":-2.5}}', { a: { x: 1, y: -2.5 } }],
    ['bad entries dropped', '{"a":{"x":1},"b":{"x":"1","y":2},"c":{"x":3,"y":4},"d":null}', { c: { x: 3, y: 4 } }],
  ])('%s', (_name, text, expected) => {
    expect(parseLayout(text)).toEqual(expected);
  });
});

describe('mergeLayout', () => {
  it('moved nodes replace stored positions, rounded to whole pixels', () => {
    expect(mergeLayout({ a: { x: 1, y: 1 }, b: { x: 2, y: 2 } }, { b: { x: 10.4, y: -3.6 }, c: { x: 0.5, y: 0 } })).toEqual({
      a: { x: 1, y: 1 },
      b: { x: 10, y: -4 },
      c: { x: 1, y: 0 },
    });
  });
  it('forgets nodes no longer on the map when told which stay', () => {
    expect(mergeLayout({ a: { x: 1, y: 1 }, gone: { x: 2, y: 2 } }, {}, new Set(['a']))).toEqual({ a: { x: 1, y: 1 } });
  });
  it('round-trips through its text', () => {
    const layout = { a: { x: 1, y: 2 } };
    expect(parseLayout(layoutText(layout))).toEqual(layout);
  });
});
