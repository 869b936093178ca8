import type { DataRow } from '../../../../realtime/protocol/dataApi/getData';
import { META_PROP } from '../../../../realtime/protocol/metaModel';

/** One instance of a get_data answer: its name and its rows by property, in the answer's order. */
export type InstanceRows = { id: string; name: string; values: Map<string, DataRow[]> };

/** get_data answers one row per value; screens want one entry per instance, in page order. */
export function groupRows(rows: readonly DataRow[]): InstanceRows[] {
  const byId = new Map<string, InstanceRows>();
  for (const row of rows) {
    let inst = byId.get(row.inst);
    if (!inst) {
      inst = { id: row.inst, name: '', values: new Map() };
      byId.set(row.inst, inst);
    }
    if (row.prop === META_PROP.name) inst.name = String(row.val ?? '');
    const list = inst.values.get(row.prop) ?? [];
    list.push(row);
    inst.values.set(row.prop, list);
  }
  return [...byId.values()];
}

/** The text of a multiString property in one language ('' when it has none there). */
export function textIn(inst: InstanceRows | undefined, prop: string, lang: string): string {
  return String(inst?.values.get(prop)?.find((r) => r.lang === lang)?.val ?? '');
}

/** The first value of a property as text. */
export function firstText(inst: InstanceRows | undefined, prop: string): string {
  const val = inst?.values.get(prop)?.[0]?.val;
  return val === null || val === undefined ? '' : String(val);
}

export function firstNumber(inst: InstanceRows | undefined, prop: string): number | null {
  const val = inst?.values.get(prop)?.[0]?.val;
  return typeof val === 'number' ? val : val === null || val === undefined || val === '' ? null : Number(val);
}

/** An entity as lists show it: id and its caption. */
export type EntityRef = { id: string; name: string };

/** The instances an object property links to, with their names. */
export function linksOf(inst: InstanceRows | undefined, prop: string): EntityRef[] {
  return (inst?.values.get(prop) ?? []).flatMap((r) => (typeof r.val === 'string' ? [{ id: r.val, name: r.cap ?? r.val }] : []));
}

/** What a person calls an entity: its label in the interface language, else in the other one, else its name. */
export function displayName(inst: InstanceRows | undefined, lang: string): string {
  return captionOf({ ru: textIn(inst, META_PROP.label, 'ru'), en: textIn(inst, META_PROP.label, 'en'), name: inst?.name ?? '' }, lang);
}

/** The same for an entity whose Russian and English labels are at hand (imported OWL labels are often English only). */
export function captionOf(entity: { ru: string; en: string; name: string } | undefined, lang: string): string {
  if (!entity) return '';
  return (lang === 'en' ? entity.en || entity.ru : entity.ru || entity.en) || entity.name;
}
