import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../store';
import type { Axiom, ClassExpr } from '../../../model/owl/axioms';
import type { EditRights } from '../../../model/editRights';
import { META_PROP } from '../../../realtime/protocol/metaModel';
import { DEFINITION_OPS, type DefinitionChangeValue, type DefinitionSection } from '../../../realtime/protocol/ontology/axioms';
import { axiomOfEntry, definitionEntryOf, irisOf, replaceEntry } from '../../../model/owl/manchester/classDefinition';
import { parseClassExpr } from '../../../model/owl/manchester/parse';
import { resolverOf } from '../../../model/owl/manchester/resolver';
import type { ManchesterError } from '../../../model/owl/manchester/tokenStream';
import { renderClassExpr } from '../../../model/owl/manchester/render';
import { runSetDataCommand } from '../../ontologyStore';
import type { SetItem } from '../../../realtime/protocol/dataApi/setData';
import { invalid, notFound } from '../../problems';
import type { Vocabulary } from './definitionVocabulary';
import { loadDefinitionRows, type DefinedClass, type DefinitionRow } from './definitionReader';
import { definitionMessage } from './definitionMessages';

export type Editor = { userId: string; isAdmin: boolean; rights: EditRights; lang: string };
export type EditScope = { cls: DefinedClass; vocabulary: Vocabulary; editor: Editor };

export type EditOutcome =
  | { status: 'done' }
  | { status: 'refused'; syntax: ManchesterError }
  | { status: 'conflict'; current: DefinitionRow | null; changedBy: string | null };

type Parsed = { ok: true; expr: ClassExpr } | { ok: false; syntax: ManchesterError };

function parse(scope: EditScope, text: string): Parsed {
  const result = parseClassExpr(text, resolverOf(scope.vocabulary.entities));
  return result.ok ? { ok: true, expr: result.expr } : { ok: false, syntax: result.error };
}

/** A named superclass written as the class tree's parent: its stored entity, or null when it is none (owl:Thing). */
function parentOf(scope: EditScope, section: DefinitionSection, expr: ClassExpr): string | null {
  if (section !== 'subClassOf' || expr.t !== 'Class') return null;
  return scope.vocabulary.byIri.get(expr.iri)?.id ?? null;
}

async function setData(trx: Kysely<Database>, editor: Editor, items: SetItem[], rights: EditRights = editor.rights): Promise<void> {
  if (items.length === 0) return;
  await runSetDataCommand(trx, { userId: editor.userId, isAdmin: editor.isAdmin, rights, payload: { data: items }, trust: true, returnRows: false });
}

/**
 * IRIs stored for the class and the entities the expression names that had none: the names the
 * axiom uses must stay theirs when the map's IRI changes. Naming is no edit of those entities, so
 * it does not need the right to edit their maps.
 */
async function storeMintedIris(trx: Kysely<Database>, scope: EditScope, expr: ClassExpr): Promise<void> {
  const iris = irisOf(expr, new Set([scope.cls.iri]));
  const items: SetItem[] = [];
  for (const iri of iris) {
    const entity = scope.vocabulary.byIri.get(iri);
    if (entity && !entity.storedIri && !items.some((item) => item.inst === entity.id)) items.push({ op: 'upd', inst: entity.id, prop: META_PROP.iri, val: iri });
  }
  await setData(trx, scope.editor, items, { all: true, maps: [] });
}

async function logChange(trx: Transaction<Database>, scope: EditScope, op: string, before: DefinitionChangeValue | null, after: DefinitionChangeValue | null): Promise<void> {
  await trx
    .insertInto('change_log')
    .values({ user_id: scope.editor.userId, page_url: null, tab_session_id: null, entity: scope.cls.id, prop: null, op, before: before && JSON.stringify(before), after: after && JSON.stringify(after) })
    .execute();
}

const changeValue = (id: string, section: DefinitionSection, expr: ClassExpr, version: number, scope: EditScope): DefinitionChangeValue => ({
  id,
  section,
  text: renderClassExpr(expr, scope.vocabulary.nameOf),
  version,
});

async function addParent(trx: Kysely<Database>, scope: EditScope, parent: string): Promise<void> {
  const existing = await trx.selectFrom('vals').select('id').where('inst', '=', scope.cls.id).where('prop', '=', META_PROP.parents).where('r', '=', parent).executeTakeFirst();
  if (!existing) await setData(trx, scope.editor, [{ op: 'add', inst: scope.cls.id, prop: META_PROP.parents, val: parent }]);
}

export async function addExpression(db: Kysely<Database>, scope: EditScope, section: DefinitionSection, text: string): Promise<EditOutcome> {
  const parsed = parse(scope, text);
  if (!parsed.ok) return { status: 'refused', syntax: parsed.syntax };
  const { expr } = parsed;
  const mapId = scope.cls.mapId as string;
  await db.transaction().execute(async (trx) => {
    const parent = parentOf(scope, section, expr);
    if (parent) return addParent(trx, scope, parent);
    await storeMintedIris(trx, scope, expr);
    const id = randomUUID();
    const axiom = axiomOfEntry(section, scope.cls.iri, expr);
    const last = await trx.selectFrom('owl_axioms').select(sql<number>`coalesce(max(position), -1)`.as('last')).where('map_id', '=', mapId).executeTakeFirst();
    await trx
      .insertInto('owl_axioms')
      .values({ id, map_id: mapId, subject: scope.cls.iri, kind: axiom.t, axiom: JSON.stringify(axiom), mirrors: '[]', position: Number(last?.last ?? -1) + 1, author: scope.editor.userId })
      .execute();
    await logChange(trx, scope, DEFINITION_OPS.add, null, changeValue(id, section, expr, 1, scope));
  });
  return { status: 'done' };
}

async function currentRow(db: Kysely<Database>, scope: EditScope, axiomId: string): Promise<DefinitionRow | null> {
  return (await loadDefinitionRows(db, scope.cls)).find((row) => row.id === axiomId) ?? null;
}

/** Who deleted an expression, from the change log (its row is gone). */
async function deletedBy(db: Kysely<Database>, scope: EditScope, axiomId: string): Promise<string | null> {
  const row = await db
    .selectFrom('change_log as c')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .select('u.name')
    .where('c.entity', '=', scope.cls.id)
    .where('c.op', '=', DEFINITION_OPS.delete)
    .where(sql<boolean>`c.before->>'id' = ${axiomId}`)
    .orderBy('c.seq', 'desc')
    .executeTakeFirst();
  return row?.name ?? null;
}

/** The expression as it stands, when `version` is not its version (or it is gone): the caller decides again. */
async function staleCheck(db: Kysely<Database>, scope: EditScope, axiomId: string, version: number): Promise<EditOutcome | DefinitionRow> {
  const row = await currentRow(db, scope, axiomId);
  if (!row) {
    const by = await deletedBy(db, scope, axiomId);
    if (by === null && !(await db.selectFrom('change_log').select('seq').where('entity', '=', scope.cls.id).where('op', '=', DEFINITION_OPS.add).where(sql<boolean>`after->>'id' = ${axiomId}`).executeTakeFirst()))
      throw notFound(definitionMessage('expressionNotFound', scope.editor.lang));
    return { status: 'conflict', current: null, changedBy: by };
  }
  if (row.version !== version) return { status: 'conflict', current: row, changedBy: row.authorName };
  return row;
}

/** Raised inside a transaction when the row moved between the check and the write: rolls everything back. */
class Moved extends Error {}

export async function changeExpression(db: Kysely<Database>, scope: EditScope, axiomId: string, version: number, text: string): Promise<EditOutcome> {
  const checked = await staleCheck(db, scope, axiomId, version);
  if ('status' in checked) return checked;
  const entry = definitionEntryOf(checked.axiom, scope.cls.iri);
  if (!entry?.editable) throw invalid(definitionMessage('notEditable', scope.editor.lang));
  const parsed = parse(scope, text);
  if (!parsed.ok) return { status: 'refused', syntax: parsed.syntax };
  const { expr } = parsed;
  const before = changeValue(axiomId, entry.section, entry.others[0] as ClassExpr, version, scope);
  try {
    await db.transaction().execute(async (trx) => {
      const parent = parentOf(scope, entry.section, expr);
      if (parent) {
        const gone = await trx.deleteFrom('owl_axioms').where('id', '=', axiomId).where('version', '=', version).executeTakeFirst();
        if (Number(gone.numDeletedRows) !== 1) throw new Moved();
        await logChange(trx, scope, DEFINITION_OPS.delete, before, null);
        return addParent(trx, scope, parent);
      }
      await storeMintedIris(trx, scope, expr);
      const axiom: Axiom = replaceEntry(checked.axiom, scope.cls.iri, expr);
      const done = await trx
        .updateTable('owl_axioms')
        .set({ axiom: JSON.stringify(axiom), version: version + 1, author: scope.editor.userId, updated_at: sql`now()` })
        .where('id', '=', axiomId)
        .where('version', '=', version)
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) !== 1) throw new Moved();
      await logChange(trx, scope, DEFINITION_OPS.change, before, changeValue(axiomId, entry.section, expr, version + 1, scope));
    });
  } catch (error) {
    if (error instanceof Moved) return staleAfterRace(db, scope, axiomId);
    throw error;
  }
  return { status: 'done' };
}

async function staleAfterRace(db: Kysely<Database>, scope: EditScope, axiomId: string): Promise<EditOutcome> {
  const row = await currentRow(db, scope, axiomId);
  return { status: 'conflict', current: row, changedBy: row ? row.authorName : await deletedBy(db, scope, axiomId) };
}

export async function deleteExpression(db: Kysely<Database>, scope: EditScope, axiomId: string, version: number): Promise<EditOutcome> {
  const checked = await staleCheck(db, scope, axiomId, version);
  if ('status' in checked) return checked;
  const entry = definitionEntryOf(checked.axiom, scope.cls.iri);
  if (!entry) throw notFound(definitionMessage('expressionNotFound', scope.editor.lang));
  try {
    await db.transaction().execute(async (trx) => {
      const gone = await trx.deleteFrom('owl_axioms').where('id', '=', axiomId).where('version', '=', version).executeTakeFirst();
      if (Number(gone.numDeletedRows) !== 1) throw new Moved();
      const before: DefinitionChangeValue = { id: axiomId, section: entry.section, text: entry.others.map((e) => renderClassExpr(e, scope.vocabulary.nameOf)).join(', '), version };
      await logChange(trx, scope, DEFINITION_OPS.delete, before, null);
    });
  } catch (error) {
    if (error instanceof Moved) return staleAfterRace(db, scope, axiomId);
    throw error;
  }
  return { status: 'done' };
}
