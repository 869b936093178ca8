import { MAX_ATTRIBUTES, MAX_OBJECTS } from '../../realtime/protocol/fca';
import { addBit, emptySet, hasBit } from './bitset';
import { ContextFormatError, type FormalContext } from './types';

/*
 * Burmeister's .cxt format (ConExp, ToscanaJ, conexp-clj, the Python `concepts` library):
 *   B / a name line (often empty) / object count / attribute count / an empty line /
 *   object names / attribute names / one row per object of 'X' (incidence) and '.' (none).
 */

const COUNT = /^\s*(\d+)\s*$/;

/** Reads a .cxt file; a malformed one throws ContextFormatError with its 1-based line. */
export function parseCxt(text: string): FormalContext {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  // a trailing newline leaves one empty last piece that is not a line of the file
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  if (lines.length === 0 || lines.every((l) => l.trim() === '')) throw new ContextFormatError(1, 'empty');
  if (lines[0]!.trim() !== 'B') throw new ContextFormatError(1, 'header', { found: lines[0]!.slice(0, 20) });
  const objectCount = readCount(lines, 2, MAX_OBJECTS);
  const attributeCount = readCount(lines, 3, MAX_ATTRIBUTES);
  // the empty line after the counts is in the format, but some writers leave it out
  let at = lines[4] !== undefined && lines[4].trim() === '' ? 5 : 4;
  const names = (count: number): string[] => {
    const out: string[] = [];
    for (let i = 0; i < count; i++, at++) {
      const line = lines[at];
      if (line === undefined) throw new ContextFormatError(at + 1, 'name', { expected: objectCount + attributeCount, found: i });
      out.push(line);
    }
    return out;
  };
  const objects = names(objectCount);
  const attributes = names(attributeCount);
  const rows: Uint32Array[] = [];
  for (let g = 0; g < objectCount; g++, at++) {
    const line = lines[at];
    if (line === undefined) throw new ContextFormatError(at + 1, 'rows-missing', { expected: objectCount, found: g });
    rows.push(readRow(line.trimEnd(), attributeCount, at + 1));
  }
  for (; at < lines.length; at++) {
    if (lines[at]!.trim() !== '') throw new ContextFormatError(at + 1, 'rows-extra', { expected: objectCount });
  }
  return { objects, attributes, rows };
}

function readCount(lines: string[], index: number, max: number): number {
  const match = COUNT.exec(lines[index] ?? '');
  if (match === null) throw new ContextFormatError(index + 1, 'count', { found: (lines[index] ?? '').slice(0, 20) });
  const count = Number(match[1]);
  if (count > max) throw new ContextFormatError(index + 1, 'too-large', { found: count, max });
  return count;
}

function readRow(line: string, width: number, lineNo: number): Uint32Array {
  if (line.length !== width) throw new ContextFormatError(lineNo, 'row-length', { expected: width, found: line.length });
  const row = emptySet(width);
  for (let m = 0; m < width; m++) {
    const ch = line[m]!;
    if (ch === 'X' || ch === 'x') addBit(row, m);
    else if (ch !== '.') throw new ContextFormatError(lineNo, 'row-char', { column: m + 1, char: ch });
  }
  return row;
}

/** Writes Burmeister .cxt (LF line ends, an empty name line), as parseCxt reads it. */
export function writeCxt(ctx: FormalContext): string {
  // a name is one line of the file: a line break inside it would shift every line after it
  const oneLine = (name: string) => name.replace(/[\r\n]+/g, ' ');
  const out = ['B', '', String(ctx.objects.length), String(ctx.attributes.length), '', ...ctx.objects.map(oneLine), ...ctx.attributes.map(oneLine)];
  for (const row of ctx.rows) {
    let line = '';
    for (let m = 0; m < ctx.attributes.length; m++) line += hasBit(row, m) ? 'X' : '.';
    out.push(line);
  }
  return out.join('\n') + '\n';
}
