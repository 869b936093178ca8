import { describe, expect, it } from 'vitest';
import { hasWords, sanitizeCommentText } from './commentText';

describe('sanitizeCommentText keeps simple inline formatting, escapes other tags and drops script', () => {
  it.each([
    ['plain words', 'plain words'],
    ['a < b & c', 'a &lt; b &amp; c'],
    ['<b onclick="steal()">bold</b> and <i>it</i>', '<b>bold</b> and <i>it</i>'],
    ['<script>alert(1)</script>hi', 'hi'],
    ['x <ScRiPt src="//evil"></script>y', 'x y'],
    ['<style>body{display:none}</style>text', 'text'],
    ['<iframe src="https://evil"></iframe>ok', 'ok'],
    ['<img src=x onerror=alert(1)>', '&lt;img /&gt;'],
    ['<a href="javascript:alert(1)">link</a>', '&lt;a&gt;link&lt;/a&gt;'],
    ['<svg onload=alert(1)>', '&lt;svg&gt;'],
    ['<b>unclosed', '<b>unclosed</b>'],
    ['line one\r\nline two', 'line one\nline two'],
    ['  padded  ', 'padded'],
    ['<code>x</code> <s>y</s> <em>z</em> <u>w</u>', '<code>x</code> <s>y</s> <em>z</em> <u>w</u>'],
  ])('%j → %j', (input, stored) => {
    expect(sanitizeCommentText(input)).toBe(stored);
  });
});

describe('hasWords', () => {
  it.each([
    ['<b></b>', false],
    ['&nbsp;', false],
    ['', false],
    ['<i>a</i>', true],
    ['&lt;tag&gt;', true],
  ])('%j → %j', (stored, expected) => {
    expect(hasWords(stored)).toBe(expected);
  });
});
