/**
 * SWRL rules as written in Protégé's SWRLTab human-readable syntax, before names are resolved
 * against the ontology. Every node keeps where it stands in the text (offset and length), so a
 * problem found later (an unknown name, a type mismatch) can point at it.
 */

export type Span = { offset: number; length: number };

/** The value kinds a literal or a data variable has, as SWRL builtins see them. */
export type ValueType = 'string' | 'number' | 'boolean' | 'date';

export type LiteralValue = string | number | boolean;

export type Term =
  | { kind: 'var'; name: string; at: Span }
  | { kind: 'literal'; value: LiteralValue; type: ValueType; at: Span }
  /** A named individual (an instance given by name). */
  | { kind: 'individual'; name: string; at: Span };

/** `C(?x)`, `p(?x, ?y)` (unresolved: the ontology says which), or `swrlb:add(?z, ?x, ?y)`. */
export type Atom =
  | { kind: 'named'; name: string; args: Term[]; at: Span }
  | { kind: 'builtin'; name: string; args: Term[]; at: Span };

export type SwrlRule = { body: Atom[]; head: Atom[] };

/** A syntax error: where, what was found and what could have stood there. */
export type SwrlSyntaxError = { message: string; offset: number; line: number; column: number; length: number; expected: string[] };

export type ParseResult = { ok: true; rule: SwrlRule } | { ok: false; error: SwrlSyntaxError };

/** Line and column (both from 1) of an offset in a text. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text[i] === '\n') {
      line += 1;
      start = i + 1;
    }
  }
  return { line, column: offset - start + 1 };
}
