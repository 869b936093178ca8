import { META_PROP } from '../../../../../realtime/protocol/metaModel';
import { captionOf, change, dataTypeOf, labelChanges, labelIn, ontologyClient as client, parentsOf, rangeOf, textPreferring, where, type EntityRef } from '../../client';

export type ClassCard = {
  id: string;
  name: string;
  labels: { ru: string; en: string };
  comment: string;
  parents: EntityRef[];
  /** Its own properties by their captions; `target`: the range class's caption, or the value type's code (data properties). */
  properties: Array<{ id: string; name: string; kind: 'object' | 'data'; target: string }>;
  instanceCount: number;
  /** The user may not change the class (it belongs to maps they do not edit). */
  readonly: boolean;
};

const OWN_PROPERTIES_SHOWN = 500;

/** What the workspace shows about one class: labels, parents, its own properties, how many instances. */
export async function fetchClassCard(id: string, lang: string): Promise<ClassCard | null> {
  const ownProperties = (of: 'objectProperty' | 'dataProperty', field: string) =>
    client.read({ of, where: where.is(META_PROP.domain, id), fields: [field, META_PROP.label], limit: OWN_PROPERTIES_SHOWN }, { captions: { lang, of: [META_PROP.range] } });
  const [cls, objectProps, dataProps, instanceCount] = await Promise.all([
    client.readOne(id, { of: 'class', fields: [META_PROP.label, META_PROP.comment, META_PROP.parents] }, { captions: { lang, of: [META_PROP.parents] } }),
    ownProperties('objectProperty', META_PROP.range),
    ownProperties('dataProperty', META_PROP.type),
    client.count({ of: { class: id, deep: true } }),
  ]);
  if (!cls) return null;
  return {
    id,
    name: cls.name,
    labels: { ru: labelIn(cls, 'ru'), en: labelIn(cls, 'en') },
    comment: textPreferring(cls, META_PROP.comment, lang) ?? '',
    parents: parentsOf(cls),
    properties: [
      ...objectProps.entities.map((p) => ({ id: p.id, name: captionOf(p, lang), kind: 'object' as const, target: rangeOf(p)?.name ?? '' })),
      ...dataProps.entities.map((p) => ({ id: p.id, name: captionOf(p, lang), kind: 'data' as const, target: dataTypeOf(p) })),
    ],
    instanceCount,
    readonly: cls.readonly,
  };
}

/** Saves the name and the Russian and English labels; an emptied label is removed. */
export function saveClassNames(card: ClassCard, name: string, labels: { ru: string; en: string }): Promise<void> {
  return client.write([...(name !== card.name ? [change.rename(card.id, name)] : []), ...labelChanges(card.id, card.labels, labels)]);
}
