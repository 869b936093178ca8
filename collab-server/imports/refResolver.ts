import { sql, type Kysely } from 'kysely';
import type { Database } from '../store';
import type { PreparedRow } from './rowValidation';

export const REF_MESSAGES = {
  notFound: (name: string): string => `Не найден экземпляр "${name}"`,
  ambiguous: (name: string): string => `Найдено несколько экземпляров с именем "${name}"`,
} as const;

const key = (range: string | null, name: string): string => `${range ?? ''}\u0001${name}`;

/** Ids of the instances named `names`, among the instances of `range` (and its subclasses) when given; a name held twice maps to null. */
async function idsByName(db: Kysely<Database>, range: string | null, names: string[]): Promise<Map<string, string | null>> {
  const rows = range
    ? (
        await sql<{ id: string; name: string }>`select distinct i.id, i.name from instances i
          join memberships m on m.instance_id = i.id
          join class_closure cc on cc.descendant = m.class_id and cc.ancestor = ${range}
          where i.name in (${sql.join(names)})`.execute(db)
      ).rows
    : await db.selectFrom('instances').select(['id', 'name']).where('name', 'in', names).execute();
  const found = new Map<string, string | null>();
  for (const r of rows) found.set(r.name, found.has(r.name) ? null : r.id);
  return found;
}

/**
 * Links given by name ("Москва" in a "Город" column) become the ids of the instances so named, in
 * a few queries per batch. A row whose name matches no instance, or several, is rejected.
 */
export async function resolveRefNames(db: Kysely<Database>, rows: PreparedRow[]): Promise<{ rows: PreparedRow[]; rejected: Array<{ row: number; message: string }> }> {
  const wanted = new Map<string | null, Set<string>>();
  for (const r of rows) for (const v of r.values) if ('refName' in v) wanted.set(v.range, (wanted.get(v.range) ?? new Set()).add(v.refName));
  if (wanted.size === 0) return { rows, rejected: [] };
  const ids = new Map<string, string | null>();
  for (const [range, names] of wanted) {
    const list = [...names];
    for (let i = 0; i < list.length; i += 1000) {
      const found = await idsByName(db, range, list.slice(i, i + 1000));
      for (const [name, id] of found) ids.set(key(range, name), id);
    }
  }
  const ok: PreparedRow[] = [];
  const rejected: Array<{ row: number; message: string }> = [];
  for (const r of rows) {
    let problem: string | null = null;
    const values = r.values.map((v) => {
      if (!('refName' in v)) return v;
      const k = key(v.range, v.refName);
      const id = ids.get(k);
      if (!ids.has(k)) problem ??= REF_MESSAGES.notFound(v.refName);
      else if (id === null) problem ??= REF_MESSAGES.ambiguous(v.refName);
      return { prop: v.prop, val: id ?? '' };
    });
    if (problem) rejected.push({ row: r.row, message: problem });
    else ok.push({ ...r, values });
  }
  return { rows: ok, rejected };
}
