import { describe, expect, it } from 'vitest';
import { normalizeLinkUrl } from './linkUrl';

describe('normalizeLinkUrl', () => {
  it.each([
    ['https://example.org/a?b=1', 'https://example.org/a?b=1'],
    ['  http://пример.рф  ', 'http://пример.рф'],
    ['mailto:team@example.org', 'mailto:team@example.org'],
    ['/structuredDocuments/view/1', '/structuredDocuments/view/1'],
    ['#el-1', '#el-1'],
    ['example.org/docs', 'https://example.org/docs'],
    ['пример.рф', 'https://пример.рф'],
    ['localhost:8080', null],
    ['javascript:alert(1)', null],
    ['JavaScript:alert(1)', null],
    ['data:text/html,<b>', null],
    ['//evil.example', null],
    ['http://', null],
    ['два слова', null],
    ['', null],
    ['просто', null],
  ])('%j → %j', (typed, href) => expect(normalizeLinkUrl(typed)).toBe(href));
});
