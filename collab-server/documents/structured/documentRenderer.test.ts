import { describe, expect, it } from 'vitest';
import { doc, node } from '../../../model/documents/snapshotFixtures';
import { defaultSettings } from '../../../model/documents/elementDefaults';
import type { DocumentSnapshot } from '../../../model/documents/elementModel';
import { renderDocumentHtml } from './documentRenderer';

const CLASS_ID = '0a5e4a0e-1111-4222-8333-444455556666';
const OTHER_DOC = '0b5e4a0e-1111-4222-8333-444455556666';
const base = 'https://onto.example/app';
const render = (s: DocumentSnapshot, extra: Partial<Parameters<typeof renderDocumentHtml>[1]> = {}) => renderDocumentHtml(s, { baseUrl: base, ...extra });

describe('renderDocumentHtml', () => {
  it('numbers sections and wraps every element with its anchor', () => {
    const html = render(
      doc(
        node('Section', 's1', { title: 'Введение' }, [node('ContentHolder', 'c1', { content: 'Текст **важный**' }), node('Section', 's11', { title: 'Цели' })]),
        node('Section', 's2', { title: 'Итоги' }),
      ),
    );
    expect(html).toContain('<h2 class="sdoc-heading" data-element-id="s1"><span class="sdoc-number">1</span> Введение</h2>');
    expect(html).toContain('<span class="sdoc-number">1.1</span> Цели</h3>');
    expect(html).toContain('<span class="sdoc-number">2</span> Итоги');
    expect(html).toContain('id="el-c1" data-element-id="c1"');
    expect(html).toContain('<strong>важный</strong>');
  });

  it('turns references into links named from the lookup or the display name', () => {
    const s = doc(node('ContentHolder', 'c1', { content: `См. :class-${CLASS_ID.toUpperCase()} и :document-${OTHER_DOC}(Регламент).` }));
    const html = render(s, { names: new Map([[CLASS_ID, 'Организация']]) });
    expect(html).toContain(`href="${base}/class_list/${CLASS_ID}"`);
    expect(html).toMatch(/data-object-id="0a5e4a0e-1111-4222-8333-444455556666"[^>]*>Организация<\/a>/);
    expect(html).toContain(`href="${base}/structuredDocuments/view/${OTHER_DOC}"`);
    expect(html).toContain('>Регламент</a>');
  });

  it('a simple document cited opens in the simple documents viewer', () => {
    const html = render(doc(node('ContentHolder', 'c1', { content: `См. :document-${OTHER_DOC}(Заметка)` })), { documentKinds: new Map([[OTHER_DOC, 'simple' as const]]) });
    expect(html).toContain(`href="${base}/docs/view/${OTHER_DOC}"`);
  });

  it('renders mermaid for the browser and keeps raw HTML as text', () => {
    const html = render(
      doc(
        node('Illustration', 'i1', { title: 'Схема', content: '```mermaid\ngraph TD\nA-->B\n```', settings: defaultSettings('Illustration') }),
        node('ContentHolder', 'c1', { content: 'a <script>alert(1)</script> <img src=x onerror=alert(1)>' }),
      ),
    );
    expect(html).toContain('<pre class="mermaid">graph TD\nA--&gt;B</pre>');
    expect(html).toContain('<figcaption>Рисунок 1. Схема</figcaption>');
    expect(html).not.toContain('<script');
    expect(html).not.toMatch(/<img[^>]*onerror/);
    expect(html).toContain('&lt;script&gt;');
  });

  it("renders the editor's underline, and a typed (escaped) tag as text", () => {
    const html = render(doc(node('ContentHolder', 'c1', { content: 'a <u>под</u> and \\<u>typed\\</u>' })));
    expect(html).toContain('a <u>под</u> and &lt;u&gt;typed&lt;/u&gt;');
  });

  it('renders lists, tables with settings and columns with ratios', () => {
    const html = render(
      doc(
        node('OrderedList', 'l1', {}, [node('ContentHolder', 'li1', { content: 'раз' }), node('ContentHolder', 'li2', { content: 'два' })]),
        node('Table', 't1', { title: 'Сроки', settings: defaultSettings('Table') }, [
          node('TableColumn', 'tc1', { title: 'Этап', settings: { textAlign: 'center', width: { type: 'px', value: 120 } } }),
          node('TableRow', 'tr1', {}, [node('TableCell', 'td1', { content: 'Анализ', settings: { rowspan: '2', colspan: '1' } })]),
        ]),
        node('Columns', 'cols', {}, [node('Column', 'col1', { settings: { growRatio: 2, shrinkRatio: 1 } }, [node('ContentHolder', 'x', { content: 'слева' })])]),
      ),
    );
    expect(html).toMatch(/<ol><li><span class="sdoc-number">1\.?<\/span><div class="sdoc-el sdoc-ContentHolder" id="el-li1"/);
    expect(html).toContain('<caption>Таблица 1. Сроки</caption>');
    expect(html).toMatch(/<th [^>]*style="text-align:center;width:120px"[^>]*>Этап<\/th>/);
    expect(html).toMatch(/<td rowspan="2" colspan="1"[^>]*style="text-align:center;width:120px"/);
    expect(html).toContain('style="flex:2 1 0px"');
    expect(html).toContain('style="display:flex"');
  });

  it('emits extra classes only with markup, filtered', () => {
    const s = doc(node('ContentHolder', 'c1', { content: 'x', extraClasses: ['Требование', 'note'] }));
    expect(render(s)).not.toContain('sdoc-x-');
    expect(render(s, { markup: true })).toContain('sdoc-x-note');
    expect(render(s, { markup: true, markupClassFilter: ['other'] })).not.toContain('sdoc-x-note');
  });

  it('renders 2,000 elements quickly', () => {
    const sections = Array.from({ length: 400 }, (_, i) =>
      node('Section', `s${i}`, { title: `Раздел ${i}` }, Array.from({ length: 4 }, (_, j) => node('ContentHolder', `c${i}-${j}`, { content: `Абзац ${j} со ссылкой :class-${CLASS_ID}.` }))),
    );
    const started = performance.now();
    const html = render(doc(...sections));
    expect(html).toContain('id="el-c399-3"');
    // a generous bound: this guards against per-element quadratic work, not a benchmark
    expect(performance.now() - started).toBeLessThan(5000);
  });
});

describe('renderDocumentHtml: generated lists and links', () => {
  it('renders bibliography links, the alphabet index, the table and illustration lists', () => {
    const html = render(
      doc(
        node('Section', 's1', { title: 'Термины' }, [node('ContentHolder', 'c1', { content: `Про :class-${CLASS_ID}(Договор).` })]),
        node('Table', 't1', { title: 'Сроки', settings: defaultSettings('Table') }),
        node('Illustration', 'i1', { title: 'Логотип', content: 'https://example.org/logo.png', settings: defaultSettings('Illustration') }),
        node('Bibliography', 'b', {}, [node('BibliographyItem', 'bi1', { title: 'ГОСТ', settings: { url: 'https://gost.example/1' } }), node('BibliographyItem', 'bi2', { title: 'Положение', pointsToObject: OTHER_DOC })]),
        node('AlphabetIndex', 'ai', { settings: { showShortLocationName: true } }),
        node('TableList', 'tl'),
        node('IllustrationList', 'il'),
      ),
    );
    expect(html).toMatch(/<a class="sdoc-bibliography-link sdoc-external" href="https:\/\/gost.example\/1" target="_blank"/);
    expect(html).toContain(`href="${base}/structuredDocuments/view/${OTHER_DOC}"`);
    expect(html).toContain('id="bib-bi1"');
    expect(html).toMatch(/<h4 class="sdoc-index-letter">Д<\/h4><ul><li class="sdoc-index-item"[^>]*>Договор — <a href="#el-s1">1<\/a>/);
    expect(html).toContain('<a href="#el-t1">Таблица 1. Сроки</a>');
    expect(html).toContain('<a href="#el-i1">Рисунок 1. Логотип</a>');
    expect(html).toContain('<img src="https://example.org/logo.png"');
  });

  it('strips invisible separators and names untitled sections', () => {
    const html = render(doc(node('Section', 's1', { title: '' }, [node('ContentHolder', 'c1', { content: 'а\u2063б\u2063в' })])));
    expect(html).toContain('[раздел без названия]');
    expect(html).toContain('абв');
  });
});
