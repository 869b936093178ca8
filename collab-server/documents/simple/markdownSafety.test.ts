import { describe, expect, it } from 'vitest';
import { neutraliseRawHtml } from './markdownSafety';

describe('neutraliseRawHtml', () => {
  it.each([
    ['plain Markdown is kept', '# Title\n\n- **a** _b_\n> quote & more', '# Title\n\n- **a** _b_\n> quote & more'],
    ['a script goes with its content', 'before <script>alert(1)</script> after', 'before  after'],
    ['an unclosed script goes to the end', 'x <script>alert(1)', 'x '],
    ['upper-case and attributes', 'a<SCRIPT type="x">b</SCRIPT>c', 'ac'],
    ['split tags reassembled are dropped too (their words stay as text)', '<scr<script>x</script>ipt>alert(1)</script>', 'alert(1)'],
    ['iframe and style are dropped', '<iframe src="http://x"></iframe><style>p{}</style>ok', 'ok'],
    ['other tags keep their words as text', 'a <b onclick="x()">bold</b>', 'a &lt;b onclick="x()">bold&lt;/b>'],
    ['an img with a handler is text', '<img src=x onerror=alert(1)>', '&lt;img src=x onerror=alert(1)>'],
    ['comparisons are not tags', 'a < b and 3<4', 'a < b and 3<4'],
    ['inline code is untouched', 'use `<div>` here', 'use `<div>` here'],
    ['fenced code is untouched', '```html\n<div>x</div>\n```\n<div>', '```html\n<div>x</div>\n```\n&lt;div>'],
    ['a script in code is still dropped', '```\n<script>x</script>\n```', '```\n\n```'],
    ['CRLF becomes LF', 'a\r\nb', 'a\nb'],
    ['underline as the editor writes it is kept', 'a <u>b</u> c', 'a <u>b</u> c'],
    ['underline with attributes is text', '<u onclick="x">b</u>', '&lt;u onclick="x">b</u>'],
    ['an escaped < is left alone', 'a \\<b> c', 'a \\<b> c'],
    ['comments are text', '<!-- hidden -->', '&lt;!-- hidden -->'],
  ])('%s', (_name, input, expected) => {
    expect(neutraliseRawHtml(input)).toBe(expected);
  });

  it('never leaves a script tag, whatever the nesting', () => {
    for (const input of ['<<script>script>alert(1)<</script>/script>', '<script\n>x</script\n>', '<svg><script>x</script></svg>']) {
      expect(neutraliseRawHtml(input).toLowerCase()).not.toMatch(/<script/);
    }
  });
});
