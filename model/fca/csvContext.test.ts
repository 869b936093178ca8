import { describe, expect, it } from 'vitest';
import { bitsToIndices } from './bitset';
import { parseCsvContext, writeCsvContext } from './csvContext';
import { writeCxt } from './cxt';
import { conformanceContext } from './testing/conformance';
import { ContextFormatError } from './types';

const problem = (text: string) => {
  try {
    parseCsvContext(text);
  } catch (error) {
    if (error instanceof ContextFormatError) return { line: error.line, reason: error.reason, detail: error.detail };
    throw error;
  }
  throw new Error('parsed');
};

describe('CSV contexts', () => {
  it('reads every spelling of yes and no, with , ; or tab', () => {
    for (const sep of [',', ';', '\t']) {
      const text = ['', 'a', 'b', 'c', 'd'].join(sep) + '\n' + ['лиса', 'X', '.', 'да', 'нет'].join(sep) + '\n' + ['волк', '×', '0', 'true', ''].join(sep) + '\n';
      const ctx = parseCsvContext(text);
      expect(ctx.attributes).toEqual(['a', 'b', 'c', 'd']);
      expect(ctx.objects).toEqual(['лиса', 'волк']);
      expect(ctx.rows.map(bitsToIndices)).toEqual([[0, 2], [0, 2]]);
    }
  });

  it('round-trips a conformance context', () => {
    const ctx = conformanceContext('liveinwater.cxt');
    expect(writeCxt(parseCsvContext(writeCsvContext(ctx)))).toBe(writeCxt(ctx));
  });

  it('names the line and column of a bad cell, and other mistakes', () => {
    expect(problem(',a,b\ng1,X,maybe\n')).toMatchObject({ line: 2, reason: 'csv-cell', detail: { column: 3, value: 'maybe' } });
    expect(problem(',a,b\n\ng1,X,.\ng2,X,.,X\n')).toMatchObject({ line: 4, reason: 'csv-width' });
    expect(problem('\n\n')).toMatchObject({ line: 1, reason: 'empty' });
    expect(problem('only\ng1\n')).toMatchObject({ line: 1, reason: 'csv-header' });
  });

  it('reads a short row as empty cells at its end', () => {
    expect(parseCsvContext(',a,b\ng1,X\n').rows.map(bitsToIndices)).toEqual([[0]]);
  });

  it('reads a context of one attribute with any delimiter, and keeps a quoted delimiter in a name', () => {
    for (const d of [',', ';', '\t']) expect(parseCsvContext(`${d}x\na${d}X\nb${d}\n`).rows.map(bitsToIndices)).toEqual([[0], []]);
    expect(parseCsvContext(';"a, b";c\ng;X;\n').attributes).toEqual(['a, b', 'c']);
  });
});
