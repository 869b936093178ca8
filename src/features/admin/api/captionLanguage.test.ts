import { describe, expect, it } from 'vitest';
import { captionLanguage } from './captionLanguage';

describe('captionLanguage', () => {
  it.each([
    ['en', 'en'],
    ['ru', 'ru'],
    ['de', 'ru'],
    ['', 'ru'],
  ])('%j → %s', (language, expected) => expect(captionLanguage(language)).toBe(expected));
});
