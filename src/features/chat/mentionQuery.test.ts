import { describe, expect, it } from 'vitest';
import { insertMention, mentionAtCaret } from './mentionQuery';

describe('mentionAtCaret', () => {
  it.each([
    ['@', 1, { start: 0, query: '' }],
    ['hi @iv', 6, { start: 3, query: 'iv' }],
    ['hi @iv there', 6, { start: 3, query: 'iv' }],
    ['hi @iv there', 12, null],
    ['mail a@b', 8, null],
    ['line\n@ol', 8, { start: 5, query: 'ol' }],
    ['no mention', 10, null],
  ])('%j at %i', (value, caret, expected) => {
    expect(mentionAtCaret(value, caret)).toEqual(expected);
  });
});

describe('insertMention', () => {
  it('replaces the partial login and puts the caret after the space', () => {
    expect(insertMention('hi @iv', 6, { start: 3, query: 'iv' }, 'ivan')).toEqual({ value: 'hi @ivan ', caret: 9 });
    expect(insertMention('hi @iv there', 6, { start: 3, query: 'iv' }, 'ivan')).toEqual({ value: 'hi @ivan there', caret: 9 });
  });
});
