import { describe, expect, it } from 'vitest';
import { MARK_END, MARK_START, snippetHtml } from './snippetHtml';

const m = (word: string) => `${MARK_START}${word}${MARK_END}`;

describe('snippetHtml', () => {
  it('turns the markers into <mark> and escapes the rest', () => {
    expect(snippetHtml(`Белая ${m('кошка')} <script>alert(1)</script> & "x"`)).toBe(
      'Белая <mark>кошка</mark> &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;',
    );
  });

  it('decodes stored entities once, so they are escaped exactly once', () => {
    expect(snippetHtml(`&lt;owl:Class&gt; ${m('класс')}`)).toBe('&lt;owl:Class&gt; <mark>класс</mark>');
  });

  it('drops Markdown marks and squeezes spaces', () => {
    expect(snippetHtml(`## Раздел\n\n**${m('кошка')}** | таблица`)).toBe('Раздел <mark>кошка</mark> таблица');
  });

  it('closes a mark left open and ignores an unmatched end', () => {
    expect(snippetHtml(`${MARK_END}a ${MARK_START}b`)).toBe('a <mark>b</mark>');
  });

  it('lets no other tag through', () => {
    const html = snippetHtml(`<mark onclick="x">${m('y')}</mark><img src=x onerror=alert(1)>`);
    expect(html.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  });
});
