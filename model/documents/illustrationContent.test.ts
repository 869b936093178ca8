import { describe, expect, it } from 'vitest';
import { detectIllustrationContent, mermaidSource, type IllustrationContentType } from './illustrationContent';

const GUID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const MERMAID = '```mermaid\ngraph TD\n  A-->B\n```';

describe('detectIllustrationContent', () => {
  const cases: Array<[string, string, IllustrationContentType | null, string]> = [
    ['markdown image', '![Схема](/files/a.png)', 'osaUrl', '![Схема](/files/a.png)'],
    ['markdown image with title, trimmed', '  ![](https://x.org/a.png "Подпись")\n', 'osaUrl', '![](https://x.org/a.png "Подпись")'],
    ['http url', 'http://example.org/a.png', 'url', '![](http://example.org/a.png)'],
    ['https url', ' https://example.org/img?id=1 ', 'url', '![](https://example.org/img?id=1)'],
    ['base64 image', 'data:image/png;base64,iVBORw0KGgo=', 'url', '![](data:image/png;base64,iVBORw0KGgo=)'],
    ['relative path', '/api/files/123', 'relPath', '![](/api/files/123)'],
    ['mermaid', MERMAID, 'mermaid', MERMAID],
    ['taxonomy', '[Виды договоров]:', 'taxonomy', '[Виды договоров]:'],
    ['discourse reference', `:class-${GUID}(Договор)`, 'discourse', `:class-${GUID}(Договор)`],
    ['discourse with expand', `!:ontology-${GUID}`, 'discourse', `!:ontology-${GUID}`],
    ['text around a url', 'см. https://example.org/a.png', null, 'см. https://example.org/a.png'],
    ['two urls', 'https://a.org/1.png https://a.org/2.png', null, 'https://a.org/1.png https://a.org/2.png'],
    ['path with spaces', '/files/my image.png', null, '/files/my image.png'],
    ['text after a reference', `:class-${GUID} и ещё`, null, `:class-${GUID} и ещё`],
    ['other code fence', '```js\nx\n```', null, '```js\nx\n```'],
    ['bracket without colon', '[Виды договоров]', null, '[Виды договоров]'],
    ['data that is not an image', 'data:text/html;base64,PHNjcmlwdD4=', null, 'data:text/html;base64,PHNjcmlwdD4='],
    ['empty', '   ', null, '   '],
  ];
  it.each(cases)('%s', (_name, text, contentType, markdown) => expect(detectIllustrationContent(text)).toEqual({ contentType, markdown }));
});

describe('mermaidSource', () => {
  it.each([[MERMAID, 'graph TD\n  A-->B'], ['plain', ''], ['~~~mermaid\nsequenceDiagram\n~~~', 'sequenceDiagram']])('%j', (text, expected) => expect(mermaidSource(text)).toBe(expected));
});
