import type { Span } from './swrlAst';

/**
 * Tokens of SWRLTab's human-readable syntax. Names may be prefixed (`swrlb:add`, `pizza:Pizza`),
 * written as a full IRI in angle brackets, or quoted with single quotes when they hold spaces
 * (a label such as 'Сырная пицца'); letters of any script are name letters (Russian ontologies).
 */
export type Token =
  | { kind: 'name'; text: string; at: Span }
  | { kind: 'var'; text: string; at: Span }
  | { kind: 'string'; text: string; datatype: string | null; at: Span }
  | { kind: 'number'; text: string; at: Span }
  | { kind: 'punct'; text: '(' | ')' | ',' | '^' | '->'; at: Span }
  | { kind: 'end'; text: ''; at: Span };

export type LexError = { message: string; offset: number; length: number; expected: string[] };

const NAME_START = /[\p{L}_]/u;
const NAME_PART = /[\p{L}\p{N}_\-.]/u;

function readName(text: string, from: number): number {
  let i = from;
  while (i < text.length && NAME_PART.test(text[i] as string)) i++;
  // a trailing dot ends a sentence rather than a name
  while (i > from && text[i - 1] === '.') i--;
  return i;
}

/** The text split into tokens, or the first character that cannot start one. */
export function tokenize(text: string): { ok: true; tokens: Token[] } | { ok: false; error: LexError } {
  const tokens: Token[] = [];
  let i = 0;
  const fail = (message: string, offset: number, length: number, expected: string[] = []) => ({ ok: false as const, error: { message, offset, length, expected } });
  while (i < text.length) {
    const c = text[i] as string;
    if (/\s/u.test(c)) {
      i++;
      continue;
    }
    const start = i;
    if (c === '(' || c === ')' || c === ',' || c === '^' || c === '∧') {
      tokens.push({ kind: 'punct', text: c === '∧' ? '^' : c, at: { offset: i, length: 1 } });
      i++;
    } else if (c === '-' && text[i + 1] === '>') {
      tokens.push({ kind: 'punct', text: '->', at: { offset: i, length: 2 } });
      i += 2;
    } else if (c === '→') {
      tokens.push({ kind: 'punct', text: '->', at: { offset: i, length: 1 } });
      i++;
    } else if (c === '?') {
      const end = readName(text, i + 1);
      if (end === i + 1 || !NAME_START.test(text[i + 1] as string)) return fail('После «?» ожидается имя переменной', i, 1, ['имя переменной']);
      tokens.push({ kind: 'var', text: text.slice(i + 1, end), at: { offset: i, length: end - i } });
      i = end;
    } else if (c === '"') {
      let j = i + 1;
      let value = '';
      while (j < text.length && text[j] !== '"') {
        if (text[j] === '\\' && j + 1 < text.length) j++;
        value += text[j];
        j++;
      }
      if (j >= text.length) return fail('Строка не закрыта кавычкой', i, text.length - i, ['"']);
      j++;
      let datatype: string | null = null;
      if (text.startsWith('^^', j)) {
        const end = readName(text, j + 2);
        const withPrefix = text[end] === ':' ? readName(text, end + 1) : end;
        if (withPrefix === j + 2) return fail('После «^^» ожидается тип литерала', j, 2, ['xsd:string', 'xsd:integer', 'xsd:decimal', 'xsd:boolean', 'xsd:date', 'xsd:dateTime']);
        datatype = text.slice(j + 2, withPrefix);
        j = withPrefix;
      } else if (text[j] === '@') {
        j = readName(text, j + 1);
      }
      tokens.push({ kind: 'string', text: value, datatype, at: { offset: start, length: j - start } });
      i = j;
    } else if (/[0-9]/.test(c) || ((c === '-' || c === '+') && /[0-9]/.test(text[i + 1] ?? ''))) {
      const m = /^[-+]?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?/.exec(text.slice(i)) as RegExpExecArray;
      tokens.push({ kind: 'number', text: m[0], at: { offset: i, length: m[0].length } });
      i += m[0].length;
    } else if (c === '<') {
      const end = text.indexOf('>', i);
      if (end < 0) return fail('IRI не закрыт «>»', i, text.length - i, ['>']);
      tokens.push({ kind: 'name', text: text.slice(i + 1, end), at: { offset: i, length: end + 1 - i } });
      i = end + 1;
    } else if (c === "'") {
      const end = text.indexOf("'", i + 1);
      if (end < 0) return fail('Имя не закрыто кавычкой «\'»', i, text.length - i, ["'"]);
      tokens.push({ kind: 'name', text: text.slice(i + 1, end), at: { offset: i, length: end + 1 - i } });
      i = end + 1;
    } else if (NAME_START.test(c)) {
      let end = readName(text, i);
      // a prefixed name: `swrlb:add`, `pizza:Pizza`
      if (text[end] === ':' && NAME_START.test(text[end + 1] ?? '')) end = readName(text, end + 1);
      tokens.push({ kind: 'name', text: text.slice(i, end), at: { offset: i, length: end - i } });
      i = end;
    } else {
      return fail(`Недопустимый символ «${c}»`, i, 1, ['имя', '?переменная', 'литерал', '(', ')', ',', '^', '->']);
    }
  }
  tokens.push({ kind: 'end', text: '', at: { offset: text.length, length: 0 } });
  return { ok: true, tokens };
}
