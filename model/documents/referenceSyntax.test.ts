import { describe, expect, it } from 'vitest';
import { formatReference, malformedReferences, parseReferences, referenceTarget, withDisplayNames, type ReferenceLocation } from './referenceSyntax';

const A = '0f8fad5b-d9cb-469f-a165-70867728950e';
const B = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const UPPER = A.toUpperCase();

type Expected = Partial<ReferenceLocation>;

describe('parseReferences', () => {
  const cases: Array<[string, string, Expected[]]> = [
    ['no references', 'просто текст: с двоеточием-и-дефисом', []],
    ['plain class reference', `см. :class-${A}`, [{ line: 0, start: 4, length: 43, end: 47, kind: 'class', objectId: A, propId: null, displayName: null, expandContent: false }]],
    ['display name', `:prop-${A}(Срок действия)`, [{ kind: 'prop', displayName: 'Срок действия', referenceString: `:prop-${A}(Срок действия)` }]],
    ['expand content', `!:document-${A}`, [{ kind: 'document', expandContent: true, start: 0, length: 47 }]],
    ['property of an object', `:ontology-${A}:${B}:(Значение)`, [{ kind: 'ontology', objectId: A, propId: B, displayName: 'Значение' }]],
    ['ids are lowercased', `:scalar-${UPPER}:${B.toUpperCase()}:`, [{ objectId: A, propId: B, referenceString: `:scalar-${UPPER}:${B.toUpperCase()}:` }]],
    ['name with brackets inside', `:class-${A}(Договор (типовой)) и далее`, [{ displayName: 'Договор (типовой)' }]],
    ['a name stored as Markdown loses its escapes', `:prop-${A}(has\\_part \\<b\\> \\*x\\* a\\\\b)`, [{ displayName: 'has_part <b> *x* a\\b' }]],
    ['empty name is none', `:class-${A}()`, [{ displayName: null, length: 45 }]],
    ['every kind', ['bibliography', 'ontology', 'document', 'scalar', 'prop', 'class', 'cross'].map((k) => `:${k}-${A}`).join(' '),
      ['bibliography', 'ontology', 'document', 'scalar', 'prop', 'class', 'cross'].map((kind) => ({ kind: kind as ReferenceLocation['kind'] }))],
    ['lines and columns', `первая строка\nвторая :cross-${A} и :bibliography-${B}(Иванов)`, [
      { line: 1, start: 7, offset: 21 },
      { line: 1, start: 53, kind: 'bibliography', objectId: B, displayName: 'Иванов' },
    ]],
    ['unknown kind is not a reference', `:klass-${A}`, []],
    ['a short id is not a reference', ':class-nonsense', []],
  ];
  it.each(cases)('%s', (_name, text, expected) => {
    const found = parseReferences(text);
    expect(found).toHaveLength(expected.length);
    expected.forEach((e, i) => expect(found[i]).toMatchObject(e));
  });

  it('end is start plus length within the line', () => {
    for (const ref of parseReferences(`x :class-${A}(Имя)\n  !:cross-${B}`)) expect(ref.end).toBe(ref.start + ref.length);
  });
});

describe('malformedReferences', () => {
  const cases: Array<[string, string, Array<{ line: number; start: number; text: string; message: RegExp }>]> = [
    ['well-formed text', `:class-${A}(Договор) и :cross-${B}`, []],
    ['ordinary colons and dashes', 'время 10:30-11:00, соотношение a:b-c, ссылка http://x-y', []],
    ['nonsense id', 'см. :class-nonsense тут', [{ line: 0, start: 4, text: ':class-nonsense', message: /ожидается идентификатор/ }]],
    ['short id', `!:document-${A.slice(0, 30)}`, [{ line: 0, start: 0, text: `!:document-${A.slice(0, 30)}`, message: /Неверная ссылка/ }]],
    ['unknown kind before a GUID', `\n:klass-${A}`, [{ line: 1, start: 0, text: `:klass-${A}`, message: /Неизвестный вид ссылки «klass»/ }]],
    ['unclosed name', `:class-${A}(Договор`, [{ line: 0, start: 0, text: `:class-${A}(Договор`, message: /не закрыто/ }]],
  ];
  it.each(cases)('%s', (_name, text, expected) => {
    const found = malformedReferences(text);
    expect(found).toHaveLength(expected.length);
    expected.forEach((e, i) => {
      expect(found[i]).toMatchObject({ line: e.line, start: e.start, text: e.text });
      expect(found[i]?.message).toMatch(e.message);
    });
  });
});

describe('referenceTarget', () => {
  const cases: Array<[ReferenceLocation['kind'], string | null, string, string, string]> = [
    ['class', 'Договор', '', `/class_list/${A}`, 'Договор'],
    ['prop', null, '/app/', `/app/props_list/${A}`, A],
    ['scalar', 'Срок', '/app', `/app/scalar_list/${A}`, 'Срок'],
    ['ontology', 'Объект', '', `/termin/${A}`, 'Объект'],
    ['document', 'Регламент', 'https://kb.example', `https://kb.example/structuredDocuments/view/${A}`, 'Регламент'],
    ['cross', 'раздел 2', '/app', `#el-${A}`, 'раздел 2'],
    ['bibliography', '[1]', '/app', `#bib-${A}`, '[1]'],
  ];
  it.each(cases)('%s', (kind, displayName, base, href, label) => {
    expect(referenceTarget({ kind, objectId: A, displayName }, base)).toEqual({ href, external: false, label });
  });
  it('a simple document opens in the simple documents viewer', () => {
    const kinds = new Map([[A, 'simple' as const], [B, 'structured' as const]]);
    expect(referenceTarget({ kind: 'document', objectId: A, displayName: null }, '/app', kinds).href).toBe(`/app/docs/view/${A}`);
    expect(referenceTarget({ kind: 'document', objectId: B, displayName: null }, '/app', kinds).href).toBe(`/app/structuredDocuments/view/${B}`);
  });
});

describe('formatReference', () => {
  const texts = [`:class-${A}`, `!:document-${A}(Регламент)`, `:ontology-${A}:${B}:(Значение)`, `:cross-${A}`];
  it.each(texts)('%s survives a round trip', (text) => {
    const [ref] = parseReferences(text);
    expect(ref && formatReference(ref)).toBe(text);
  });
  it('lowercases ids', () => expect(formatReference({ kind: 'class', objectId: UPPER, propId: null, displayName: null, expandContent: false })).toBe(`:class-${A}`));
});

describe('withDisplayNames', () => {
  it.each([
    ['no reference', 'Примечание: текст', 'Примечание: текст'],
    ['a named reference', `см. :class-${A}(Договор) далее`, 'см. Договор далее'],
    ['an unnamed one stays as written', `см. :class-${A} далее`, `см. :class-${A} далее`],
    ['several, with expand and a property', `!:document-${A}(Регламент) и :ontology-${A}:${B}:(Срок)`, 'Регламент и Срок'],
  ])('%s', (_name, text, expected) => expect(withDisplayNames(text)).toBe(expected));
});
