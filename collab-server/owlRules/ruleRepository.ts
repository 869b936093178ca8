import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../store';
import type { OwlRulesTable } from './ruleTables';
import { ruleKindSchema, ruleStructureSchema, type OwlRule, type RuleKind, type RuleProblem, type RuleStructure, type SaveOwlRule } from '../../realtime/protocol/owlRules';

/** Rules as stored (migration 0026): read, written, presented. */

export type RuleRow = Selectable<OwlRulesTable> & { author_name: string | null; derived_count: number };

/** What a save writes beside the input: the SWRL that runs and what it reads and writes. */
export type CompiledRule = { swrl: string; structure: RuleStructure | null; reads: string[]; writes: string[] };

const parseJson = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);
const ids = (value: unknown): string[] => {
  const parsed = parseJson(value);
  return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
};

export const readsOf = (row: Pick<RuleRow, 'reads'>): string[] => ids(row.reads);
export const writesOf = (row: Pick<RuleRow, 'writes'>): string[] => ids(row.writes);
export const kindOf = (row: Pick<RuleRow, 'kind'>): RuleKind => ruleKindSchema.catch('computedClass').parse(row.kind);
export function structureOf(row: Pick<RuleRow, 'json_str'>): RuleStructure | null {
  const parsed = ruleStructureSchema.safeParse(parseJson(row.json_str));
  return parsed.success ? parsed.data : null;
}

function selectRules(db: Kysely<Database>, withCounts = true) {
  // the count is for showing; set_data's hooks list the rules on every write and leave it out
  const count = withCounts ? sql<number>`(select count(*)::int from owl_rule_derived d where d.rule_id = r.id)` : sql<number>`0`;
  return db.selectFrom('owl_rules as r').leftJoin('users as u', 'u.id', 'r.author').selectAll('r').select('u.name as author_name').select(count.as('derived_count'));
}

export async function listRuleRows(db: Kysely<Database>, withCounts = true): Promise<RuleRow[]> {
  return selectRules(db, withCounts).orderBy('r.name').orderBy('r.id').execute();
}

export async function findRuleRow(db: Kysely<Database>, id: string): Promise<RuleRow | undefined> {
  return selectRules(db).where('r.id', '=', id).executeTakeFirst();
}

export async function insertRule(db: Kysely<Database>, author: string, input: SaveOwlRule, compiled: CompiledRule): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('owl_rules')
    .values({ id, author, ...columns(input, compiled) })
    .execute();
  return id;
}

/** Writes the new state if the rule is still at `version`; false when someone changed it meanwhile. */
export async function updateRule(db: Kysely<Database>, id: string, version: number, input: SaveOwlRule, compiled: CompiledRule): Promise<boolean> {
  const result = await db
    .updateTable('owl_rules')
    .set({ ...columns(input, compiled), version: sql<number>`version + 1`, updated_at: new Date() })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

function columns(input: SaveOwlRule, compiled: CompiledRule) {
  return {
    name: input.name,
    kind: input.kind,
    rule_text: input.ruleText,
    swrl: compiled.swrl,
    json_str: compiled.structure ? JSON.stringify(compiled.structure) : null,
    no_connection_to_computed_prop: input.noConnectionToComputedProp,
    subject_area: JSON.stringify(input.subject_area),
    map_id: input.mapId,
    enabled: input.enabled,
    reads: JSON.stringify(compiled.reads),
    writes: JSON.stringify(compiled.writes),
  };
}

export async function deleteRule(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('owl_rules').where('id', '=', id).execute();
}

export function presentRule(row: RuleRow, mayEdit: boolean, problems: RuleProblem[]): OwlRule {
  return {
    id: row.id,
    name: row.name,
    kind: kindOf(row),
    ruleText: row.rule_text,
    swrl: row.swrl,
    json_str: structureOf(row),
    noConnectionToComputedProp: row.no_connection_to_computed_prop,
    subject_area: ids(row.subject_area),
    mapId: row.map_id,
    author: row.author,
    authorName: row.author_name ?? '',
    date_create: new Date(row.created_at).toISOString(),
    version: row.version,
    enabled: row.enabled,
    mayEdit,
    derivedCount: Number(row.derived_count),
    problems,
  };
}
