import { getData, setData } from '../../../../app/api/dataApi';
import type { SetItem } from '../../../../../realtime/protocol/dataApi/setData';
import { META_CLASS, META_PROP } from '../../../../../realtime/protocol/metaModel';
import { entitiesFromRows, links, textValue } from './entityRows';

export type ClassCard = {
  id: string;
  name: string;
  labels: { ru: string; en: string };
  comment: string;
  parents: Array<{ id: string; name: string }>;
  properties: Array<{ id: string; name: string; kind: 'object' | 'data'; target: string }>;
  instanceCount: number;
};

/** What the workspace shows about one class: labels, parents, its own properties, how many instances. */
export async function fetchClassCard(id: string, lang: string): Promise<ClassCard | null> {
  const [own, objectProps, dataProps, instances] = await Promise.all([
    getData({ class: META_CLASS.Class, idx: id, fields: [{ prop: 'name' }, { prop: META_PROP.label }, { prop: META_PROP.comment }, { prop: META_PROP.parents }] }),
    getData({ class: META_CLASS.ObjectProperty, filter: { prop: META_PROP.domain, op: 'eq', val: id }, fields: [{ prop: 'name' }, { prop: META_PROP.range }], limit: 500 }),
    getData({ class: META_CLASS.DataProperty, filter: { prop: META_PROP.domain, op: 'eq', val: id }, fields: [{ prop: 'name' }, { prop: META_PROP.type }], limit: 500 }),
    getData({ class: id, recursive: true, fields: [{ prop: 'name' }], limit: 0 }),
  ]);
  const entity = entitiesFromRows(own.rows)[0];
  if (!entity) return null;
  const labelIn = (l: string) => (entity.values.get(META_PROP.label) ?? []).find((v) => v.lang === l)?.val;
  return {
    id,
    name: entity.name,
    labels: { ru: String(labelIn('ru') ?? ''), en: String(labelIn('en') ?? '') },
    comment: textValue(entity, META_PROP.comment, lang) ?? '',
    parents: links(entity, META_PROP.parents),
    properties: [
      ...entitiesFromRows(objectProps.rows).map((p) => ({ id: p.id, name: p.name, kind: 'object' as const, target: links(p, META_PROP.range)[0]?.name ?? '' })),
      ...entitiesFromRows(dataProps.rows).map((p) => ({ id: p.id, name: p.name, kind: 'data' as const, target: textValue(p, META_PROP.type) ?? '' })),
    ],
    instanceCount: instances.count_rows,
  };
}

/** Saves the name and the Russian and English labels; an emptied label is removed. */
export async function saveClassNames(card: ClassCard, name: string, labels: { ru: string; en: string }): Promise<void> {
  const items: SetItem[] = [];
  if (name !== card.name) items.push({ op: 'upd', inst: card.id, prop: 'name', val: name });
  for (const lang of ['ru', 'en'] as const) {
    const before = card.labels[lang];
    const after = labels[lang].trim();
    if (after === before) continue;
    if (after) items.push({ op: 'upd', inst: card.id, prop: META_PROP.label, val: { lang, text: after } });
    else items.push({ op: 'rem', inst: card.id, prop: META_PROP.label, val: { lang, text: before } });
  }
  if (items.length > 0) await setData(items);
}
