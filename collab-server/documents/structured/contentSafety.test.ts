import { describe, expect, it } from 'vitest';
import { EMPTY_NAME, neutralizeMarkdownHtml, plainTitle, requiredPlainName } from './contentSafety';

describe('neutralizeMarkdownHtml', () => {
  it.each([
    ['plain text', 'Hello *world*', 'Hello *world*'],
    ['script tag', 'a <script>alert(1)</script> b', 'a &lt;script>alert(1)&lt;/script> b'],
    ['img handler', '<img src=x onerror=alert(1)>', '&lt;img src=x onerror=alert(1)>'],
    ['comment', '<!-- hidden -->', '&lt;!-- hidden -->'],
    ['comparison stays', 'x < 5 and y > 3', 'x < 5 and y > 3'],
    ['escaped stays', 'a \\<b> c', 'a \\<b> c'],
    ['code span stays', 'use `<div>` here <b>', 'use `<div>` here &lt;b>'],
    ['double backtick span', '``a <i> ` b`` <i>', '``a <i> ` b`` &lt;i>'],
    ['autolink stays', 'see <https://example.org/x>', 'see <https://example.org/x>'],
    ['javascript autolink is neutralised', '<javascript:alert(1)>', '&lt;javascript:alert(1)>'],
    ['fence stays', '```mermaid\ngraph TD\nA-->B<br/>\n```\n<b>after</b>', '```mermaid\ngraph TD\nA-->B<br/>\n```\n&lt;b>after&lt;/b>'],
    ['tilde fence', '~~~\n<x>\n~~~', '~~~\n<x>\n~~~'],
    ['unclosed fence keeps the rest', '```\n<x>', '```\n<x>'],
    ['span across lines', '`a\n<b>` <c>', '`a\n<b>` &lt;c>'],
    ["the editor's underline stays", 'a <u>b</u> <ul>', 'a <u>b</u> &lt;ul>'],
  ])('%s', (_name, input, expected) => {
    expect(neutralizeMarkdownHtml(input)).toBe(expected);
  });
});

describe('plainTitle', () => {
  it.each([
    ['plain', 'Введение', 'Введение'],
    ['ampersand stays', 'A & B', 'A & B'],
    ['script and its text go', 'Title<script>alert(1)</script>', 'Title'],
    ['tags go, words stay', '<b>Bold</b> title', 'Bold title'],
    ['comparison stays', 'x < 5', 'x < 5'],
  ])('%s', (_name, input, expected) => {
    expect(plainTitle(input)).toBe(expected);
  });
});

describe('requiredPlainName', () => {
  it('keeps the words and refuses a name of markup only', () => {
    expect(requiredPlainName(' <b>План</b> ')).toBe('План');
    expect(() => requiredPlainName('<script>alert(1)</script>')).toThrow(EMPTY_NAME);
  });
});
