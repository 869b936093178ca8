import { describe, expect, it } from 'vitest';
import { illustrationPreview } from './illustrationPreview';

describe('illustration preview', () => {
  it.each<[string, string, ReturnType<typeof illustrationPreview>]>([
    ['empty', '', { type: 'none' }],
    ['a mermaid fence', '```mermaid\ngraph TD\nA-->B\n```', { type: 'mermaid', code: 'graph TD\nA-->B' }],
    ['an empty mermaid fence', '```mermaid\n```', { type: 'none' }],
    ['another language', '```js\nx\n```', { type: 'none' }],
    ['text around the fence', 'см.\n```mermaid\ngraph TD\n```', { type: 'none' }],
    ['a markdown image', '![схема](https://example.org/a.png)', { type: 'image', src: 'https://example.org/a.png' }],
    ['a bare url', 'https://example.org/a.png', { type: 'image', src: 'https://example.org/a.png' }],
    ['a relative path', '/files/a.png', { type: 'image', src: '/files/a.png' }],
    ['a data image', 'data:image/png;base64,AAAA', { type: 'image', src: 'data:image/png;base64,AAAA' }],
    ['javascript is not an image', 'javascript:alert(1)', { type: 'none' }],
    ['protocol-relative is not a path', '//evil.example/a.png', { type: 'none' }],
    ['plain text', 'просто текст', { type: 'none' }],
  ])('%s', (_title, markdown, expected) => {
    expect(illustrationPreview(markdown)).toEqual(expected);
  });
});
