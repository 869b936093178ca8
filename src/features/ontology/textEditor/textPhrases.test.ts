import { describe, expect, it } from 'vitest';
import { MAX_PHRASES, textPhrases } from './textPhrases';

describe('textPhrases', () => {
  it.each([
    ['', []],
    ['  , . ', []],
    ['Иванова', ['Иванова', 'иванова']],
    ['руководит Иванова Мария.', ['руководит', 'Руководит', 'руководит Иванова', 'Руководит Иванова', 'руководит Иванова Мария', 'Руководит Иванова Мария', 'Иванова', 'иванова', 'Иванова Мария', 'иванова Мария', 'Мария', 'мария']],
    ["Северо-Запад и O'Brien", ['Северо-Запад', 'северо-Запад', 'Северо-Запад и', 'северо-Запад и', "Северо-Запад и O'Brien", "северо-Запад и O'Brien", 'и', 'И', "и O'Brien", "И O'Brien", "O'Brien", "o'Brien"]],
  ])('finds the phrases of %j', (text, phrases) => expect(textPhrases(text)).toEqual(phrases));

  it('takes runs of at most four words', () => {
    expect(textPhrases('а б в г д')).not.toContain('а б в г д');
    expect(textPhrases('а б в г д')).toContain('а б в г');
  });

  it('stops at the limit of one lookup', () => {
    const long = Array.from({ length: 2000 }, (_, i) => `слово${i}`).join(' ');
    expect(textPhrases(long)).toHaveLength(MAX_PHRASES);
  });
});
