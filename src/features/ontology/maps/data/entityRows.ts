import type { DataRow } from '../../../../../realtime/protocol/dataApi/getData';
import { META_PROP } from '../../../../../realtime/protocol/metaModel';

/** One instance of a get_data answer: its name and its values by property, in position order. */
export type EntityRecord = {
  id: string;
  name: string;
  values: Map<string, Array<{ val: DataRow['val']; cap: string | null; lang: string | null }>>;
};

/** Groups get_data rows (one per value) into instances, in answer order. */
export function entitiesFromRows(rows: readonly DataRow[]): EntityRecord[] {
  const byId = new Map<string, EntityRecord>();
  for (const row of rows) {
    let entity = byId.get(row.inst);
    if (!entity) {
      entity = { id: row.inst, name: '', values: new Map() };
      byId.set(row.inst, entity);
    }
    if (row.prop === META_PROP.name) {
      entity.name = typeof row.val === 'string' ? row.val : (row.cap ?? '');
      continue;
    }
    const list = entity.values.get(row.prop) ?? [];
    list.push({ val: row.val, cap: row.cap, lang: row.lang });
    entity.values.set(row.prop, list);
  }
  return [...byId.values()];
}

/** The linked ids (object property values) of one property. */
export function linkedIds(entity: EntityRecord, prop: string): string[] {
  return (entity.values.get(prop) ?? []).flatMap((v) => (typeof v.val === 'string' ? [v.val] : []));
}

/** Linked ids with the linked instances' names. */
export function links(entity: EntityRecord, prop: string): Array<{ id: string; name: string }> {
  return (entity.values.get(prop) ?? []).flatMap((v) => (typeof v.val === 'string' ? [{ id: v.val, name: v.cap ?? v.val }] : []));
}

/** The first text value of a property (a multiString in `lang` first, then any language). */
export function textValue(entity: EntityRecord, prop: string, lang?: string): string | null {
  const list = entity.values.get(prop) ?? [];
  const pick = (lang ? list.find((v) => v.lang === lang) : undefined) ?? list[0];
  if (!pick || pick.val === null) return null;
  return String(pick.val);
}

/** A class as the graphs see it. */
export type ClassRecord = { id: string; name: string; parents: Array<{ id: string; name: string }> };
/** An object property as the graphs see it: classes it applies to and the class it points to. */
export type PropertyRecord = { id: string; name: string; domains: Array<{ id: string; name: string }>; range: { id: string; name: string } | null };

export function classRecord(entity: EntityRecord): ClassRecord {
  return { id: entity.id, name: entity.name, parents: links(entity, META_PROP.parents) };
}

export function propertyRecord(entity: EntityRecord): PropertyRecord {
  return { id: entity.id, name: entity.name, domains: links(entity, META_PROP.domain), range: links(entity, META_PROP.range)[0] ?? null };
}
