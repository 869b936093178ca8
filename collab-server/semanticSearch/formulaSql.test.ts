import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluateFormula, FormulaEvaluationError, parseFormula } from '../../model/semanticSearch/formula';
import { formulaSql, type Typed } from './formulaSql';

// The SQL of a formula means what the JS evaluator means: each formula is run both ways over the
// same row and the answers compared.

const row = { n: 10, z: 0, neg: -2.5, s: 'Abc', e: '', num: '4', t: true, f: false, nil: null };
const TYPES: Record<string, Typed['type']> = { n: 'number', z: 'number', neg: 'number', s: 'text', e: 'text', num: 'text', t: 'boolean', f: 'boolean', nil: 'number' };

describe('formulaSql', () => {
  let db: Kysely<unknown>;
  // starting PGlite takes seconds on a busy machine: it is awaited here, not in the first case
  beforeAll(async () => {
    db = new Kysely({ dialect: new PGliteDialect(await PGlite.create()) });
    await sql`select 1`.execute(db);
  }, 60_000);
  afterAll(async () => db.destroy());

  const inSql = async (text: string): Promise<unknown> => {
    const parsed = parseFormula(text);
    if (!parsed.ok) throw new Error(parsed.message);
    const ref = (code: string): Typed => {
      const value = row[code as keyof typeof row];
      const type = TYPES[code] ?? 'text';
      const cast = sql.raw(type === 'number' ? 'double precision' : type === 'boolean' ? 'boolean' : 'text');
      return { sql: sql`cast(${value} as ${cast})`, type };
    };
    const out = await sql<{ v: unknown }>`select to_jsonb(${formulaSql(parsed.ast, ref).sql}) as v`.execute(db);
    return out.rows[0]!.v;
  };
  const inJs = (text: string): unknown => {
    const parsed = parseFormula(text);
    if (!parsed.ok) throw new Error(parsed.message);
    return evaluateFormula(parsed.ast, row);
  };

  it.each([
    '[n] + 1',
    '[n] - [neg] * 2',
    '[n] / 4',
    '[n] % 3',
    '[neg] % 2',
    '-[n]',
    '[nil] + 1',
    '[s] + "!"',
    '[s] + [n]',
    '[num] * 2',
    '[n] > 3',
    '[n] == 10 && [z] != 1',
    '[z] || [e]',
    '![z]',
    '![s]',
    '[n] > 30 ? "big" : "small"',
    '[nil] > 3 ? "big" : "small"',
    'if([t], 1, 2)',
    'if([f], 1, 2)',
    'round([neg])',
    'round(2.345, 2)',
    'round([n] / 3, 1)',
    'abs([neg])',
    'min([n], [neg], 5)',
    'max([n], [nil], 5)',
    'coalesce([nil], [n])',
    'ifnull([nil], 0)',
    'concat([s], "-", [nil], [n])',
    'lower([s]) + upper([s])',
    'len([s])',
    '[s] == "Abc"',
    '[s] < "B"',
    '[num] == 4',
    '[n] + [t]',
  ])('%s', async (text) => {
    expect(await inSql(text)).toEqual(inJs(text));
  });

  it.each(['[n] / [z]', '[n] % [z]'])('%s raises division by zero in both', async (text) => {
    expect(() => inJs(text)).toThrow(FormulaEvaluationError);
    await expect(inSql(text)).rejects.toMatchObject({ code: '22012' });
  });
});
