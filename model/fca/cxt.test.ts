import { describe, expect, it } from 'vitest';
import { parseCxt, writeCxt } from './cxt';
import { bitsToIndices, countBits } from './bitset';
import { CONFORMANCE, conformanceText } from './testing/conformance';
import { ContextFormatError } from './types';

const problem = (text: string) => {
  try {
    parseCxt(text);
  } catch (error) {
    if (error instanceof ContextFormatError) return { line: error.line, reason: error.reason, detail: error.detail };
    throw error;
  }
  throw new Error('parsed');
};

const SMALL = 'B\n\n2\n3\n\ng1\ng2\na\nb\nc\nX.X\n.XX\n';

describe('Burmeister .cxt', () => {
  it.each(CONFORMANCE)('reads $file and writes it back byte for byte', ({ file, objects, attributes, crosses }) => {
    const text = conformanceText(file);
    const ctx = parseCxt(text);
    expect([ctx.objects.length, ctx.attributes.length]).toEqual([objects, attributes]);
    expect(ctx.rows.reduce((n, row) => n + countBits(row), 0)).toBe(crosses);
    expect(writeCxt(ctx)).toBe(text);
  });

  it('reads names and crosses, tolerating CRLF, no trailing newline and lower-case x', () => {
    const ctx = parseCxt(SMALL.replace(/\n/g, '\r\n').replace('.XX', '.xX').trimEnd());
    expect(ctx.objects).toEqual(['g1', 'g2']);
    expect(ctx.attributes).toEqual(['a', 'b', 'c']);
    expect(ctx.rows.map(bitsToIndices)).toEqual([[0, 2], [1, 2]]);
    expect(writeCxt(ctx)).toBe(SMALL);
  });

  it('names the line of each mistake', () => {
    expect(problem('')).toMatchObject({ line: 1, reason: 'empty' });
    expect(problem('A\n\n2\n3\n')).toMatchObject({ line: 1, reason: 'header' });
    expect(problem('B\n\ntwo\n3\n')).toMatchObject({ line: 3, reason: 'count' });
    expect(problem('B\n\n2\n\n')).toMatchObject({ line: 4, reason: 'count' });
    expect(problem(SMALL.replace('X.X', 'X.Y'))).toMatchObject({ line: 11, reason: 'row-char', detail: { column: 3, char: 'Y' } });
    expect(problem(SMALL.replace('.XX', '.XX.'))).toMatchObject({ line: 12, reason: 'row-length', detail: { expected: 3, found: 4 } });
    expect(problem(SMALL.replace('.XX\n', ''))).toMatchObject({ line: 12, reason: 'rows-missing' });
    expect(problem(SMALL + 'XXX\n')).toMatchObject({ line: 13, reason: 'rows-extra' });
    expect(problem('B\n\n2\n3\n\ng1\n')).toMatchObject({ line: 7, reason: 'name' });
    expect(problem('B\n\n200000\n3\n')).toMatchObject({ line: 3, reason: 'too-large' });
  });

  it('keeps trailing blank lines harmless and names on one line when written', () => {
    expect(parseCxt(SMALL + '\n\n').objects).toHaveLength(2);
    const ctx = parseCxt(SMALL);
    ctx.objects[0] = 'two\nlines';
    expect(parseCxt(writeCxt(ctx)).objects[0]).toBe('two lines');
  });
});
