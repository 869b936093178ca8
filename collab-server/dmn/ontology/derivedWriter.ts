import { sql, type Kysely } from 'kysely';
import type { Database } from '../../store';
import type { ChangeEntry } from '../../ontologyStore';
import { insertByColumns, type ArrayColumn } from '../../store';
import type { EvaluatedRow } from './batchEvaluation';
import { outputCells, wireOfCell, type DerivedCell } from './outputCells';
import type { WriteTarget } from './computedTargets';

/**
 * Computed values of a decision (dmn_derived): an instance's values are replaced as a whole when it
 * is recomputed. Inside set_data the difference also becomes change-log entries, so the hub pushes
 * computed values live like any edit.
 */

type DerivedRow = { decision_id: string; inst: string; prop: string } & DerivedCell;

/** The rows an evaluated batch writes: each write-back's output value in its property's type (a value that does not fit is left out). */
export function derivedRowsOf(decisionId: string, rows: readonly EvaluatedRow[], targets: readonly WriteTarget[]): DerivedRow[] {
  const out: DerivedRow[] = [];
  for (const row of rows) {
    if (row.error !== null) continue;
    for (const target of targets) {
      const cells = outputCells(row.outputs[target.outputName] ?? null, target.propType, target.propName);
      if ('error' in cells) continue;
      for (const cell of cells.cells) out.push({ decision_id: decisionId, inst: row.inst, prop: target.propId, ...cell });
    }
  }
  return out;
}

const COLUMNS: ArrayColumn<DerivedRow>[] = [
  { column: 'decision_id', type: 'uuid', value: (r) => r.decision_id },
  { column: 'inst', type: 'uuid', value: (r) => r.inst },
  { column: 'prop', type: 'uuid', value: (r) => r.prop },
  { column: 't', type: 'text', value: (r) => r.t },
  { column: 'n', type: 'float8', value: (r) => r.n },
  { column: 'b', type: 'bool', value: (r) => r.b },
  { column: 'd', type: 'timestamptz', value: (r) => r.d },
];

const keyOf = (r: { inst: string; prop: string } & DerivedCell): string => `${r.inst}|${r.prop}|${wireOfCell(r)}`;

export async function replaceDerived(db: Kysely<Database>, decisionId: string, insts: readonly string[], next: readonly DerivedRow[], logChanges: boolean): Promise<ChangeEntry[]> {
  if (insts.length === 0) return [];
  const ids = [...insts];
  let before: Array<{ inst: string; prop: string } & DerivedCell> = [];
  if (logChanges) {
    const { rows } = await sql<{ inst: string; prop: string; t: string | null; n: number | null; b: boolean | null; d: Date | string | null }>`select inst, prop, t, n, b, d
      from dmn_derived where decision_id = ${decisionId} and inst = any(${ids}::uuid[])`.execute(db);
    before = rows.map((r) => ({ ...r, n: r.n === null ? null : Number(r.n), d: r.d === null ? null : new Date(r.d).toISOString() }));
  }
  await sql`delete from dmn_derived where decision_id = ${decisionId} and inst = any(${ids}::uuid[])`.execute(db);
  if (next.length) await insertByColumns(db, 'dmn_derived', COLUMNS, next);
  if (!logChanges) return [];
  const was = new Set(before.map(keyOf));
  const now = new Set(next.map(keyOf));
  return [
    ...before.filter((r) => !now.has(keyOf(r))).map((r): ChangeEntry => ({ entity: r.inst, prop: r.prop, op: 'rem', before: wireOfCell(r), after: null })),
    ...next.filter((r) => !was.has(keyOf(r))).map((r): ChangeEntry => ({ entity: r.inst, prop: r.prop, op: 'add', before: null, after: wireOfCell(r) })),
  ];
}

/** Drops computed values of instances no longer in the source (after a full recomputation). */
export async function dropDerivedOutside(db: Kysely<Database>, decisionId: string, keep: readonly string[]): Promise<void> {
  // an anti-join: `not (inst = any(…))` would compare every row with every kept id
  await sql`delete from dmn_derived d where d.decision_id = ${decisionId}
    and not exists (select 1 from unnest(${[...keep]}::uuid[]) as k(id) where k.id = d.inst)`.execute(db);
}
