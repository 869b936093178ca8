import { describe, expect, it } from 'vitest';
import { detectOwlFormat, locateParseError, OwlParseError, parseOwl } from './owlParser';

describe('OWL parsing', () => {
  it.each([
    ['a.ttl', 'anything', 'turtle'],
    ['a.owl', '<?xml version="1.0"?><rdf:RDF/>', 'rdfxml'],
    ['a.rdf', '', 'rdfxml'],
    ['a.owl', '@prefix : <http://x/> .', 'turtle'],
    ['upload', '<?xml version="1.0"?>\n<rdf:RDF>', 'rdfxml'],
    ['upload', '\uFEFF@prefix owl: <http://www.w3.org/2002/07/owl#> .', 'turtle'],
    ['upload', 'PREFIX : <http://x/>', 'turtle'],
    ['notes.txt', 'just words', null],
  ])('%s with %j is %s', (name, text, format) => expect(detectOwlFormat(name, text)).toBe(format));

  it.each([
    [new Error('Line 12 column 5: Unexpected close tag'), { line: 12, column: 5, message: 'Unexpected close tag' }],
    [new Error('4:10: unexpected close tag.'), { line: 4, column: 10, message: 'unexpected close tag.' }],
    [new Error('Unexpected "." on line 3.'), { line: 3, message: 'Unexpected "."' }],
    [new Error('something else'), { message: 'something else' }],
  ])('locates %s', (error, expected) => {
    const located = locateParseError(error);
    expect({ line: located.line, column: located.column, message: located.message }).toEqual({ line: undefined, column: undefined, ...expected });
  });

  it('names the line of a Turtle error', async () => {
    await expect(parseOwl('@prefix : <http://x/> .\n:a :b :c .\n:a :b .\n', 'turtle', 'http://b/')).rejects.toMatchObject({ line: 3 });
  });

  it('names the line and column of an RDF/XML error', async () => {
    const xml = '<?xml version="1.0"?>\n<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">\n<rdf:Description rdf:about="http://x/a">\n</rdf:RDF>';
    const error = await parseOwl(xml, 'rdfxml', 'http://b/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OwlParseError);
    expect((error as OwlParseError).line).toBe(4);
  });

  it('expands DOCTYPE entities of RDF/XML (as wine.rdf uses them)', async () => {
    const xml = `<?xml version="1.0"?>
<!DOCTYPE rdf:RDF [ <!ENTITY ex "http://ex.org/o#" > ]>
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:owl="http://www.w3.org/2002/07/owl#">
  <owl:Class rdf:about="&ex;A"/>
</rdf:RDF>`;
    const quads = await parseOwl(xml, 'rdfxml', 'http://b/');
    expect(quads.map((q) => q.subject.value)).toEqual(['http://ex.org/o#A']);
  });
});
