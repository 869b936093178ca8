import type { Kysely } from 'kysely';
import type { Database } from '../store';
import type { Caller } from '../auth';
import { INTRINSIC_PROPS, META_PROP } from '../../realtime/protocol/metaModel';
import { NAME_TARGET, type ImportMapping } from '../../realtime/protocol/imports';
import { invalid } from '../problems';
import { assertClassesExist, loadKnownProperties, loadProperties, propertyCaption, type PropertyDef, assertMayCreateIn, assertMayTouchClasses, assertMayWriteProperty, requiredMessage } from '../ontologyStore';
import type { EditRights } from '../../model/editRights';

/** How the columns of a table become an instance of the class. */
export type ImportPlan = {
  classId: string;
  className: string;
  /** The column whose text names each instance; null: instances are named by nothing. */
  nameColumn: string | null;
  /** Mapped columns with the property each fills, in mapping order. */
  columns: Array<{ label: string; def: PropertyDef }>;
  /** Properties of the class that need a value (min cardinality > 0); each is mapped. */
  required: PropertyDef[];
  /** The importer's rights when the import was accepted: rows are written under them. */
  rights: EditRights;
};

export const PLAN_MESSAGES = {
  missingColumns: (labels: string[]): string => `В файле нет столбцов, указанных в сопоставлении: ${labels.map((l) => `"${l}"`).join(', ')}`,
  twoNames: 'Имя экземпляра можно взять только из одного столбца',
  notImportable: (caption: string): string => `Свойство "${caption}" не заполняется импортом`,
  requiredUnmapped: (caption: string): string => `${requiredMessage(caption)}: сопоставьте ему столбец`,
} as const;

export const captionOf = (def: PropertyDef): string => propertyCaption(def, 'ru');

async function ancestorsOf(db: Kysely<Database>, classId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('class_closure').select('ancestor').where('descendant', '=', classId).execute();
  return new Set([classId, ...rows.map((r) => r.ancestor)]);
}

/** Properties whose domain includes the class or an ancestor, that need at least one value. */
async function requiredProperties(db: Kysely<Database>, classes: Set<string>): Promise<PropertyDef[]> {
  const rows = await db.selectFrom('vals').select('inst').distinct().where('prop', '=', META_PROP.domain).where('r', 'in', [...classes]).execute();
  const defs = await loadKnownProperties(
    db,
    rows.map((r) => r.inst),
  );
  return [...defs.values()].filter((d) => d.min > 0);
}

/**
 * Checks an import before a row is read: the caller may write the class, every mapped column is in
 * the table, every target is a property the import may fill, and every required property of the
 * class has a column. Any problem is invalid (forbidden for rights), so nothing is written.
 */
export async function buildImportPlan(db: Kysely<Database>, caller: Caller, classId: string, mapping: ImportMapping, tableColumns: readonly string[] | null): Promise<ImportPlan> {
  await assertClassesExist(db, [classId]);
  const rights = await assertMayCreateIn(db, caller, classId);
  const classes = await ancestorsOf(db, classId);
  assertMayTouchClasses(caller.user.is_admin, classes);
  if (tableColumns) {
    const present = new Set(tableColumns);
    const missing = Object.keys(mapping).filter((label) => !present.has(label));
    if (missing.length) throw invalid(PLAN_MESSAGES.missingColumns(missing));
  }
  const entries = Object.entries(mapping).map(([label, target]) => [label, target === META_PROP.name ? NAME_TARGET : target] as const);
  const names = entries.filter(([, target]) => target === NAME_TARGET);
  if (names.length > 1) throw invalid(PLAN_MESSAGES.twoNames);
  const defs = await loadProperties(
    db,
    entries.flatMap(([, target]) => (target === NAME_TARGET ? [] : [target])),
  );
  const columns = entries.flatMap(([label, target]) => {
    if (target === NAME_TARGET) return [];
    const def = defs.get(target) as PropertyDef;
    if (INTRINSIC_PROPS.includes(def.id)) throw invalid(PLAN_MESSAGES.notImportable(captionOf(def)));
    assertMayWriteProperty(caller.user.is_admin, def.id, def.readonly, captionOf(def));
    return [{ label, def }];
  });
  const required = await requiredProperties(db, classes);
  const mapped = new Set(columns.map((c) => c.def.id));
  const unmapped = required.find((def) => !mapped.has(def.id));
  if (unmapped) throw invalid(PLAN_MESSAGES.requiredUnmapped(captionOf(unmapped)));
  const cls = await db.selectFrom('instances').select('name').where('id', '=', classId).executeTakeFirst();
  return { classId, className: cls?.name ?? '', nameColumn: names[0]?.[0] ?? null, columns, required, rights };
}
