import { getData, setData } from '../../../app/api/dataApi';
import type { FilterNode } from '../../../../realtime/protocol/dataApi/getData';
import type { SetItem } from '../../../../realtime/protocol/dataApi/setData';
import { META_CLASS, META_PROP } from '../../../../realtime/protocol/metaModel';
import { firstNumber, firstText, groupRows, linksOf, textIn, type EntityRef, type InstanceRows } from './dataRows';
import { captioned, captionsOf, nameOrLabel } from './classApi';

/** Object properties (/props_list) and data properties (/scalar_list), read and written through the data API. */
export type PropertyKind = 'object' | 'data';
export const metaClassOf = (kind: PropertyKind): string => (kind === 'object' ? META_CLASS.ObjectProperty : META_CLASS.DataProperty);

export type PropertyEntry = {
  id: string;
  name: string;
  ru: string;
  en: string;
  domain: EntityRef[];
  range: EntityRef | null;
  type: string;
  min: number;
  max: number;
  inverse: EntityRef | null;
  comment: string;
  iri: string;
};

const FIELDS = [META_PROP.label, META_PROP.domain, META_PROP.range, META_PROP.type, META_PROP.minCardinality, META_PROP.maxCardinality, META_PROP.inverseOf, META_PROP.comment, META_PROP.iri].map((prop) => ({ prop }));

function toEntry(inst: InstanceRows): PropertyEntry {
  return {
    id: inst.id,
    name: inst.name,
    ru: textIn(inst, META_PROP.label, 'ru'),
    en: textIn(inst, META_PROP.label, 'en'),
    domain: linksOf(inst, META_PROP.domain),
    range: linksOf(inst, META_PROP.range)[0] ?? null,
    type: firstText(inst, META_PROP.type),
    min: firstNumber(inst, META_PROP.minCardinality) ?? 0,
    max: firstNumber(inst, META_PROP.maxCardinality) ?? -1,
    inverse: linksOf(inst, META_PROP.inverseOf)[0] ?? null,
    comment: textIn(inst, META_PROP.comment, 'ru') || textIn(inst, META_PROP.comment, 'en'),
    iri: firstText(inst, META_PROP.iri),
  };
}

export type PropertyQuery = { kind: PropertyKind; search: string; offset: number; limit: number; showBuiltIn: boolean; lang: string };

/** The meta-model's own properties (parents, domain, range, …): left out of lists unless asked for. */
const BUILT_IN_PROPERTIES: readonly string[] = Object.values(META_PROP);

/** Domain, range and inverse shown by their captions rather than their names. */
async function withCaptions(entries: PropertyEntry[], lang: string): Promise<PropertyEntry[]> {
  const refs = entries.flatMap((e) => [...e.domain, ...(e.range ? [e.range] : []), ...(e.inverse ? [e.inverse] : [])]);
  const captions = await captionsOf(refs.map((r) => r.id), lang);
  const one = (r: EntityRef | null) => (r ? captioned([r], captions)[0]! : null);
  return entries.map((e) => ({ ...e, domain: captioned(e.domain, captions), range: one(e.range), inverse: one(e.inverse) }));
}

export async function fetchProperties(query: PropertyQuery): Promise<{ entries: PropertyEntry[]; total: number }> {
  const filter: FilterNode[] = query.search.trim() ? [nameOrLabel(query.search.trim())] : [];
  if (!query.showBuiltIn) filter.push({ prop: 'id', op: 'ne', val: [...BUILT_IN_PROPERTIES] });
  const res = await getData({ class: metaClassOf(query.kind), fields: FIELDS, filter, offset: query.offset, limit: query.limit });
  return { entries: await withCaptions(groupRows(res.rows).map(toEntry), query.lang), total: res.count_rows };
}

export async function fetchProperty(id: string, lang: string): Promise<PropertyEntry | null> {
  const res = await getData({ idx: id, fields: FIELDS });
  const inst = groupRows(res.rows)[0];
  return inst ? ((await withCaptions([toEntry(inst)], lang))[0] ?? null) : null;
}

export type PropertyDraft = { name: string; ru: string; en: string; domain: EntityRef[]; range: EntityRef | null; type: string; min: string; max: string; inverse: EntityRef | null };

export function draftOf(entry: PropertyEntry | null, kind: PropertyKind): PropertyDraft {
  return {
    name: entry?.name ?? '',
    ru: entry?.ru ?? '',
    en: entry?.en ?? '',
    domain: entry?.domain ?? [],
    range: entry?.range ?? null,
    type: entry?.type || (kind === 'data' ? 'string' : ''),
    min: String(entry?.min ?? 0),
    max: String(entry?.max ?? -1),
    inverse: entry?.inverse ?? null,
  };
}

/**
 * The set_data items that bring a property from `before` (null: a new one) to the draft: only what
 * changed, so the change log records what the user did rather than a rewrite of everything.
 */
export function propertyItems(kind: PropertyKind, inst: string, draft: PropertyDraft, before: PropertyEntry | null): SetItem[] {
  const items: SetItem[] = [];
  const was = before ? draftOf(before, kind) : null;
  if (!was) items.push({ op: 'new', class: metaClassOf(kind), inst, name: draft.name.trim() });
  else if (was.name !== draft.name.trim()) items.push({ op: 'upd', inst, prop: 'name', val: draft.name.trim() });
  for (const lang of ['ru', 'en'] as const) {
    const text = draft[lang].trim();
    if ((was?.[lang] ?? '') !== text) items.push(text ? { op: 'upd', inst, prop: META_PROP.label, val: { lang, text } } : { op: 'rem', inst, prop: META_PROP.label, val: { lang, text: was?.[lang] ?? '' } });
  }
  const oldDomain = new Set((was?.domain ?? []).map((d) => d.id));
  const newDomain = new Set(draft.domain.map((d) => d.id));
  for (const d of oldDomain) if (!newDomain.has(d)) items.push({ op: 'rem', inst, prop: META_PROP.domain, val: d });
  for (const d of newDomain) if (!oldDomain.has(d)) items.push({ op: 'add', inst, prop: META_PROP.domain, val: d });
  const link = (prop: string, next: EntityRef | null, prev: EntityRef | null | undefined) => {
    if ((next?.id ?? null) !== (prev?.id ?? null)) items.push({ op: 'upd', inst, prop, val: next?.id ?? null });
  };
  if (kind === 'object') {
    link(META_PROP.range, draft.range, was?.range);
    link(META_PROP.inverseOf, draft.inverse, was?.inverse);
  } else if (draft.type !== (was?.type ?? '')) {
    items.push({ op: 'upd', inst, prop: META_PROP.type, val: draft.type });
  }
  const min = Number(draft.min.trim() || '0');
  const max = Number(draft.max.trim() || '-1');
  if (!was || Number(was.min) !== min) items.push({ op: 'upd', inst, prop: META_PROP.minCardinality, val: min });
  if (!was || Number(was.max) !== max) items.push({ op: 'upd', inst, prop: META_PROP.maxCardinality, val: max });
  return items;
}

export async function saveProperty(kind: PropertyKind, draft: PropertyDraft, before: PropertyEntry | null): Promise<string> {
  const inst = before?.id ?? crypto.randomUUID();
  const items = propertyItems(kind, inst, draft, before);
  if (items.length) await setData(items);
  return inst;
}

export async function deleteProperty(id: string): Promise<void> {
  await setData([{ op: 'del', inst: id, del_force: true }]);
}
