import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdownHtml';

const A = '0a1b2c3d-0000-4000-8000-00000000000a';
const opts = { basePath: '/' };

describe('renderMarkdown', () => {
  it.each([
    ['headings, emphasis and lists', '# T\n\n**b** _i_ ~~s~~\n\n- one\n- two\n\n1. x', ['<h1>T</h1>', '<strong>b</strong>', '<em>i</em>', '<s>s</s>', '<ul>', '<li>one</li>', '<ol>']],
    ['a table', '| a | b |\n| - | :-: |\n| 1 | 2 |', ['<table>', '<th>a</th>', '<td style="text-align:center">2</td>']],
    ['raw HTML stays text', 'a <b>x</b>', ['a &lt;b&gt;x&lt;/b&gt;']],
    ['a class reference becomes a link to its term page', `see :class-${A}(Организация)`, [`<a href="/termin/${A}" class="doc-ref doc-ref-class" data-ref-kind="class" data-ref-id="${A}">Организация</a>`]],
    ['a document reference links to its view', `:document-${A}(Док)`, [`href="/docs/view/${A}"`, '>Док</a>']],
    ['a reference in code is left as typed', `\`:class-${A}(X)\``, [`<code>:class-${A}(X)</code>`]],
    ['a bibliography reference is a span', `:bibliography-${A}(Книга)`, ['<span class="doc-ref doc-ref-bibliography"', '>Книга</span>']],
    ['underline as the editor writes it', 'a <u>b</u> c', ['<p>a <u>b</u> c</p>']],
    ['an escaped tag stays text', 'a \\<u>b', ['<p>a &lt;u&gt;b</p>']],
  ])('%s', (_name, markdown, expected) => {
    const html = renderMarkdown(markdown, opts);
    for (const part of expected) expect(html).toContain(part);
  });

  it('names a reference without a display name from the names given, under the base path', () => {
    const html = renderMarkdown(`:class-${A}`, { basePath: '/app/', names: new Map([[A, 'Отдел']]) });
    expect(html).toContain(`href="/app/termin/${A}"`);
    expect(html).toContain('>Отдел</a>');
  });

  it('a structured document cited from a simple one opens in the structured viewer', () => {
    const html = renderMarkdown(`:document-${A}(Регламент)`, { basePath: '/', documentKinds: new Map([[A, 'structured' as const]]) });
    expect(html).toContain(`href="/structuredDocuments/view/${A}"`);
  });

  it.each([
    ['a javascript link', '[x](javascript:alert(1))'],
    ['a data link', '[x](data:text/html;base64,PHNjcmlwdD4=)'],
    ['an image with a handler typed as HTML', '<img src=x onerror=alert(1)>'],
    ['a script typed as HTML', '<script>alert(1)</script>'],
  ])('nothing runs: %s', (_name, markdown) => {
    const html = renderMarkdown(markdown, opts);
    // what is left may mention the words, as text: no tag, no attribute carries them
    expect(html).not.toMatch(/<script|href="javascript:|<img[^>]*onerror|href="data:/i);
  });
});
