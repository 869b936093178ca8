import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database } from '../store';
import type { DmnDecisionsTable } from './dmnTables';
import {
  columnBindingSchema,
  decisionProblemSchema,
  hitPolicySchema,
  type ColumnBinding,
  type Decision,
  type DecisionListQuery,
  type DecisionProblem,
  type DecisionSummary,
} from '../../realtime/protocol/dmn';
import type { ReadScope } from '../access';

/** Decisions as stored (migration 0027): listed, read, written, presented. */

type Db = Kysely<Database> | Transaction<Database>;

export type DecisionRow = Selectable<DmnDecisionsTable>;

/** A row with what lists show beside it: the author's name and the size of its version family. */
export type ListedDecision = DecisionRow & { author_name: string | null; family_size: number };

/** How many saved revisions of a decision are kept for merging after a conflict. */
export const KEPT_REVISIONS = 50;

const parseJson = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);
const listOf = <T>(value: unknown, parse: (x: unknown) => T | null): T[] => {
  const parsed = parseJson(value);
  return Array.isArray(parsed) ? parsed.map(parse).filter((x): x is T => x !== null) : [];
};
export const bindingsOf = (row: Pick<DecisionRow, 'bindings'>): ColumnBinding[] => listOf(row.bindings, (x) => columnBindingSchema.safeParse(x).data ?? null);
export const problemsOf = (row: Pick<DecisionRow, 'problems'>): DecisionProblem[] => listOf(row.problems, (x) => decisionProblemSchema.safeParse(x).data ?? null);
export const idsOf = (value: unknown): string[] => listOf(value, (x) => (typeof x === 'string' ? x : null));

function selectListed(db: Db) {
  return db
    .selectFrom('dmn_decisions as d')
    .leftJoin('users as u', 'u.id', 'd.author')
    .selectAll('d')
    .select('u.name as author_name')
    .select(sql<number>`(select count(*)::int from dmn_decisions f where f.root_version = d.root_version)`.as('family_size'));
}

export async function findDecisionRow(db: Db, id: string): Promise<DecisionRow | undefined> {
  return db.selectFrom('dmn_decisions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findListedDecision(db: Db, id: string): Promise<ListedDecision | undefined> {
  return selectListed(db).where('d.id', '=', id).executeTakeFirst();
}

/** The decisions the caller may read (the policy's read scope for decisions) that match the query, one page, and how many match in all. */
export async function listDecisionRows(db: Db, scope: ReadScope, query: DecisionListQuery): Promise<{ rows: ListedDecision[]; count: number }> {
  let base = selectListed(db);
  if (!scope.all) {
    const shared = scope.objects;
    base = base.where((eb) => eb.or([...(scope.author ? [eb('d.author', '=', scope.author)] : []), ...(shared.length ? [eb('d.id', 'in', shared)] : [])]));
  }
  const search = query.search?.trim();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) => eb.or([eb('d.name', 'ilike', pattern), eb('d.system_name', 'ilike', pattern)]));
  }
  if (query.author) base = base.where('d.author', '=', query.author);
  if (query.versions === 'latest') {
    base = base.where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('dmn_decisions as n').select('n.id').whereRef('n.root_version', '=', 'd.root_version').whereRef('n.version_number', '>', 'd.version_number'))),
    );
  }
  const [rows, counted] = await Promise.all([
    base.orderBy('d.name').orderBy('d.version_number').orderBy('d.id').offset(query.offset).limit(query.limit).execute(),
    db.selectFrom(base.as('m')).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(counted.n) };
}

/** Every version of a family, oldest first. */
export async function familyRows(db: Db, rootVersion: string): Promise<ListedDecision[]> {
  return selectListed(db).where('d.root_version', '=', rootVersion).orderBy('d.version_number').execute();
}

export async function nextVersionNumber(db: Db, rootVersion: string): Promise<number> {
  const found = await db.selectFrom('dmn_decisions').select((eb) => eb.fn.max('version_number').as('m')).where('root_version', '=', rootVersion).executeTakeFirst();
  return Number(found?.m ?? 0) + 1;
}

/** What a save or a creation writes into a row (besides the version links). */
export type DecisionContent = {
  name: string;
  systemName: string;
  hitPolicy: string;
  xml: string;
  bindings: ColumnBinding[];
  childrenDMN: string[];
  problems: DecisionProblem[];
};

const contentColumns = (c: DecisionContent) => ({
  name: c.name,
  system_name: c.systemName,
  hit_policy: c.hitPolicy,
  xml: c.xml,
  bindings: JSON.stringify(c.bindings),
  reads: JSON.stringify([...new Set(c.bindings.map((b) => b.propId))].sort()),
  children_dmn: JSON.stringify(c.childrenDMN),
  problems: JSON.stringify(c.problems),
});

/** A new row at revision 1 (its first revision kept too); a family's root names itself. */
export async function insertDecision(
  trx: Transaction<Database>,
  author: string,
  content: DecisionContent,
  version: { versionNumber: number; rootVersion: string | null; sourceVersion: string | null },
): Promise<string> {
  const id = randomUUID();
  await trx
    .insertInto('dmn_decisions')
    .values({ id, author, updated_by: author, ...contentColumns(content), version_number: version.versionNumber, root_version: version.rootVersion ?? id, source_version: version.sourceVersion })
    .execute();
  await keepRevision(trx, id, 1, content, author);
  return id;
}

/** Writes the new state if the row is still at `revision`; false when someone saved meanwhile. */
export async function updateDecision(trx: Transaction<Database>, id: string, revision: number, content: DecisionContent, by: string): Promise<boolean> {
  const result = await trx
    .updateTable('dmn_decisions')
    .set({ ...contentColumns(content), revision: revision + 1, updated_at: new Date(), updated_by: by })
    .where('id', '=', id)
    .where('revision', '=', revision)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await keepRevision(trx, id, revision + 1, content, by);
  return true;
}

async function keepRevision(trx: Transaction<Database>, id: string, revision: number, content: DecisionContent, by: string): Promise<void> {
  await trx.insertInto('dmn_revisions').values({ decision_id: id, revision, xml: content.xml, bindings: JSON.stringify(content.bindings), saved_by: by }).execute();
  await trx.deleteFrom('dmn_revisions').where('decision_id', '=', id).where('revision', '<=', revision - KEPT_REVISIONS).execute();
}

/** The XML of a saved revision, null when it is not kept (pruned, or never was). */
export async function revisionXml(db: Db, id: string, revision: number): Promise<string | null> {
  const found = await db.selectFrom('dmn_revisions').select('xml').where('decision_id', '=', id).where('revision', '=', revision).executeTakeFirst();
  return found?.xml ?? null;
}

/**
 * Deletes a decision. Its later versions keep their history: when the family's root goes, the
 * oldest remaining version becomes the root and links that named it as their source lose it.
 */
export async function deleteDecision(trx: Transaction<Database>, row: DecisionRow): Promise<void> {
  await trx.deleteFrom('dmn_decisions').where('id', '=', row.id).execute();
  await trx.updateTable('dmn_decisions').set({ source_version: null }).where('source_version', '=', row.id).execute();
  if (row.root_version !== row.id) return;
  const heir = await trx.selectFrom('dmn_decisions').select('id').where('root_version', '=', row.id).orderBy('version_number').executeTakeFirst();
  if (heir) await trx.updateTable('dmn_decisions').set({ root_version: heir.id }).where('root_version', '=', row.id).execute();
}

const iso = (value: unknown): string => new Date(value as string).toISOString();

export function presentSummary(row: ListedDecision, canEdit: boolean): DecisionSummary {
  return {
    id: row.id,
    name: row.name,
    systemName: row.system_name,
    hitPolicy: hitPolicySchema.catch('UNIQUE').parse(row.hit_policy),
    author: row.author ? { id: row.author, name: row.author_name ?? '' } : null,
    date_create: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    versionNumber: row.version_number,
    rootVersionDmn: row.root_version,
    sourceVersionDmn: row.source_version,
    versions: Math.max(1, Number(row.family_size)),
    flagged: problemsOf(row).length > 0,
    canEdit,
  };
}

export type DecisionExtras = { updatedBy: { id: string; name: string } | null; assignments: Decision['assignments']; role: string[] };

export function presentDecision(row: ListedDecision, canEdit: boolean, extras: DecisionExtras): Decision {
  return {
    ...presentSummary(row, canEdit),
    xml: row.xml,
    revision: row.revision,
    childrenDMN: idsOf(row.children_dmn),
    bindings: bindingsOf(row),
    problems: problemsOf(row),
    ...extras,
  };
}
