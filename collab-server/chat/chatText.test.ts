import { describe, expect, it } from 'vitest';
import { chatPlainText, sanitizeChatText } from './chatText';

describe('sanitizeChatText keeps simple inline formatting and escapes the rest', () => {
  it.each([
    ['plain words', 'plain words'],
    ['a < b & c', 'a &lt; b &amp; c'],
    ['<b onclick="steal()">bold</b> and <i>it</i>', '<b>bold</b> and <i>it</i>'],
    ['<script>alert(1)</script>hi', '&lt;script&gt;alert(1)&lt;/script&gt;hi'],
    ['<img src=x onerror=alert(1)>', '&lt;img /&gt;'],
    ['<a href="javascript:alert(1)">link</a>', '&lt;a&gt;link&lt;/a&gt;'],
    ['<b>unclosed', '<b>unclosed</b>'],
    ['line one\r\nline two', 'line one\nline two'],
    ['  padded  ', 'padded'],
    ['<code>x</code> <s>y</s> <em>z</em>', '<code>x</code> <s>y</s> <em>z</em>'],
  ])('%j → %j', (input, stored) => {
    expect(sanitizeChatText(input)).toBe(stored);
  });
});

describe('chatPlainText reads the words back without markup', () => {
  it.each([
    ['<b>bold</b> &lt;tag&gt; &amp; more', 'bold <tag> & more'],
    ['&#64;ivan &#x41;', '@ivan A'],
    ['&unknown; stays', '&unknown; stays'],
  ])('%j → %j', (stored, plain) => {
    expect(chatPlainText(stored)).toBe(plain);
  });
});
