import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../store';
import type { PropRef } from '../../../realtime/protocol/dataApi/getData';
import { META_CLASS } from '../../../realtime/protocol/metaModel';
import { resolvePropRef } from '../../ontologyStore';
import { invalid } from '../../problems';

type Db = Kysely<Database> | Transaction<Database>;

export const CLASS_NOT_FOUND = 'Класс не найден';

/** The class a view is for must be a class (an instance of the Class meta-class); invalid otherwise. */
export async function assertIsClass(db: Db, classId: string): Promise<void> {
  const found = await db
    .selectFrom('memberships')
    .select('instance_id')
    .where('class_id', '=', META_CLASS.Class)
    .where('instance_id', '=', classId)
    .executeTakeFirst();
  if (!found) throw invalid(CLASS_NOT_FOUND);
}

/** Columns and sort must name existing properties (ids or the aliases of data.ts); the problem names the bad ones. */
export async function assertPropertiesExist(db: Db, refs: readonly PropRef[]): Promise<void> {
  const byId = new Map<string, PropRef[]>();
  for (const ref of refs) {
    const id = resolvePropRef(ref);
    if (id !== 'id') byId.set(id, [...(byId.get(id) ?? []), ref]);
  }
  if (byId.size === 0) return;
  const found = await db
    .selectFrom('memberships')
    .select('instance_id')
    .where('class_id', 'in', [META_CLASS.ObjectProperty, META_CLASS.DataProperty])
    .where('instance_id', 'in', [...byId.keys()])
    .execute();
  const known = new Set(found.map((r) => r.instance_id));
  const bad = [...byId].filter(([id]) => !known.has(id)).flatMap(([, named]) => named);
  if (bad.length) throw invalid(`Свойство не найдено: ${[...new Set(bad)].join(', ')}`);
}
