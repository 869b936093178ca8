import { sql, type Kysely } from 'kysely';
import type { Database } from '../store';
import { META_PROP } from '../../realtime/protocol/metaModel';
import type { LiteralValue } from '../../model/owlRules/swrlAst';
import type { RuleFacts } from '../../model/owlRules/ruleEvaluation';
import type { ResolvedRule } from '../../model/owlRules/resolvedRule';

/**
 * The facts one rule reads, from the store: the instances of its classes (subclasses' included),
 * the values of its properties — asserted rows and what OTHER rules derived (rules feed each other
 * in run order; a rule never reads its own conclusions). One statement per kind of fact.
 */

type ValueRow = { inst: string; prop: string; t: string | null; n: number | null; b: boolean | null; d: Date | string | null; r: string | null };

/** A stored value as rules see it: dates as ISO text (a date alone as YYYY-MM-DD, so it compares with date literals). */
export function literalOfRow(row: Pick<ValueRow, 't' | 'n' | 'b' | 'd' | 'r'>): LiteralValue | null {
  if (row.r !== null) return row.r;
  if (row.n !== null) return Number(row.n);
  if (row.b !== null) return row.b;
  if (row.d !== null) {
    const iso = (row.d instanceof Date ? row.d : new Date(row.d)).toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  return row.t;
}

export async function loadRuleFacts(db: Kysely<Database>, rule: ResolvedRule, ruleId: string | null): Promise<RuleFacts> {
  const classIds = [...new Set(rule.body.flatMap((a) => (a.kind === 'class' ? [a.classId] : [])))];
  const propIds = [...new Set(rule.body.flatMap((a) => (a.kind === 'object' || a.kind === 'data' ? [a.propId] : [])))];
  const self = ruleId ?? '00000000-0000-0000-0000-000000000000';
  const members = new Map<string, Set<string>>(classIds.map((c) => [c, new Set<string>()]));
  if (classIds.length) {
    const { rows } = await sql<{ cls: string; inst: string }>`select cc.ancestor as cls, m.instance_id as inst
        from class_closure cc join memberships m on m.class_id = cc.descendant where cc.ancestor = any(${classIds})
      union select cc.ancestor, d.inst from class_closure cc join owl_rule_derived d on d.class_id = cc.descendant
        where cc.ancestor = any(${classIds}) and d.rule_id <> ${self}`.execute(db);
    for (const row of rows) members.get(row.cls)?.add(row.inst);
  }
  const links = new Map<string, Array<readonly [string, string]>>();
  const values = new Map<string, Array<readonly [string, LiteralValue]>>();
  const stored = propIds.filter((p) => p !== META_PROP.name);
  if (stored.length) {
    const { rows } = await sql<ValueRow>`select v.inst, v.prop, v.t, v.n, v.b, v.d, v.r from vals v where v.prop = any(${stored})
      union all select d.inst, d.prop, d.t, d.n, d.b, d.d, d.r from owl_rule_derived d where d.prop = any(${stored}) and d.rule_id <> ${self}`.execute(db);
    for (const row of rows) {
      const value = literalOfRow(row);
      if (value === null) continue;
      if (row.r !== null) push(links, row.prop, [row.inst, row.r]);
      else push(values, row.prop, [row.inst, value]);
    }
  }
  if (propIds.includes(META_PROP.name)) {
    // the name lives on the instance row: read it for the instances of the rule's classes
    const insts = [...new Set([...members.values()].flatMap((s) => [...s]))];
    const rows = insts.length ? await db.selectFrom('instances').select(['id', 'name']).where('id', 'in', insts).execute() : [];
    values.set(META_PROP.name, rows.map((r) => [r.id, r.name] as const));
  }
  return { members, links, values };
}

function push<T>(map: Map<string, T[]>, key: string, item: T): void {
  const list = map.get(key);
  if (list) list.push(item);
  else map.set(key, [item]);
}

/** Instances that state a value of each of the head's properties themselves (a default value is not given to them). */
export async function loadStatedValues(db: Kysely<Database>, rule: ResolvedRule): Promise<Map<string, Set<string>>> {
  const props = [...new Set(rule.head.flatMap((a) => (a.kind === 'object' || a.kind === 'data' ? [a.propId] : [])))];
  const stated = new Map<string, Set<string>>(props.map((p) => [p, new Set<string>()]));
  if (props.length === 0) return stated;
  const rows = await db.selectFrom('vals').select(['prop', 'inst']).distinct().where('prop', 'in', props).execute();
  for (const row of rows) stated.get(row.prop)?.add(row.inst);
  return stated;
}
