/**
 * Manchester syntax cut into tokens, each with its offset in the text so that errors and
 * completion can point at a place. Names are bare (`hasTopping`, `xsd:integer`, letters of any
 * script), quoted (`'Pizza margherita'`) or full IRIs (`<http://…>`).
 */

export type TokenKind = 'name' | 'quoted' | 'iri' | 'string' | 'number' | 'punct' | 'facet' | 'lang' | 'datatypeMark';

export type Token = { kind: TokenKind; text: string; value: string; at: number; length: number };

export type TokenizeResult = { ok: true; tokens: Token[] } | { ok: false; at: number; length: number; key: 'unclosedQuote' | 'unexpectedCharacter' };

const PUNCT = '(){}[],';
const NAME_STOP = /[\s(){}[\],'"<>=^@]/;
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?[fF]?/;

function readQuoted(text: string, start: number, quote: string): { value: string; end: number } | null {
  let value = '';
  for (let i = start + 1; i < text.length; i += 1) {
    const ch = text[i] as string;
    if (ch === '\\' && i + 1 < text.length) {
      value += text[i + 1];
      i += 1;
    } else if (ch === quote) return { value, end: i + 1 };
    else value += ch;
  }
  return null;
}

export function tokenize(text: string): TokenizeResult {
  const tokens: Token[] = [];
  let i = 0;
  const push = (kind: TokenKind, end: number, value: string) => {
    tokens.push({ kind, text: text.slice(i, end), value, at: i, length: end - i });
    i = end;
  };
  while (i < text.length) {
    const ch = text[i] as string;
    if (/\s/.test(ch)) {
      i += 1;
      continue;
    }
    if (PUNCT.includes(ch)) {
      push('punct', i + 1, ch);
      continue;
    }
    if (ch === "'" || ch === '"') {
      const read = readQuoted(text, i, ch);
      if (!read) return { ok: false, at: i, length: text.length - i, key: 'unclosedQuote' };
      push(ch === "'" ? 'quoted' : 'string', read.end, read.value);
      continue;
    }
    if (ch === '^' && text[i + 1] === '^') {
      push('datatypeMark', i + 2, '^^');
      continue;
    }
    if (ch === '@') {
      const lang = /^@[A-Za-z]+(-[A-Za-z0-9]+)*/.exec(text.slice(i));
      if (!lang) return { ok: false, at: i, length: 1, key: 'unexpectedCharacter' };
      push('lang', i + lang[0].length, lang[0].slice(1));
      continue;
    }
    if (ch === '<') {
      const iri = /^<([A-Za-z][A-Za-z0-9+.-]*:[^\s<>"]*)>/.exec(text.slice(i));
      if (iri) {
        push('iri', i + iri[0].length, iri[1] as string);
        continue;
      }
    }
    if (ch === '<' || ch === '>') {
      const end = text[i + 1] === '=' ? i + 2 : i + 1;
      push('facet', end, text.slice(i, end));
      continue;
    }
    const number = /[\d+\-.]/.test(ch) ? NUMBER.exec(text.slice(i)) : null;
    if (number && number[0] !== '+' && number[0] !== '-' && number[0] !== '.' && !/[^\s(){}[\],]/.test(text[i + number[0].length] ?? ' ')) {
      push('number', i + number[0].length, number[0]);
      continue;
    }
    if (NAME_STOP.test(ch)) return { ok: false, at: i, length: 1, key: 'unexpectedCharacter' };
    let end = i;
    while (end < text.length && !NAME_STOP.test(text[end] as string)) end += 1;
    push('name', end, text.slice(i, end));
  }
  return { ok: true, tokens };
}
