import i18n from 'i18next';
import { META_PROP } from '../../../../../realtime/protocol/metaModel';
import { captionOf, ontologyClient as client } from '../../client';

/** A back-link row (domain spec §3.2): who links here, through which property, and its class. */
export type BackLink = { id: string; row_number: number; name: string; prop: string; prop_id: string; type: string; type_id: string };

// get_data takes at most 200 fields: object properties are asked about in batches
const FIELDS_PER_CALL = 200;

/** The instances that link to `inst` through any object property, as reverse fields of get_data. */
export async function fetchBackLinks(inst: string): Promise<BackLink[]> {
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  // the meta-model's links (class membership, parents, domain, maps…) are no back-links of an individual
  const { entities: props } = await client.read({ of: 'objectProperty', builtIn: false, fields: [META_PROP.label], limit: 10_000 });
  const propCaps = new Map(props.map((p) => [p.id, captionOf(p, lang)]));
  const ids = [...propCaps.keys()];
  const reverse: Array<{ prop: string; from: string; name: string }> = [];
  for (let i = 0; i < ids.length; i += FIELDS_PER_CALL) {
    const self = await client.readOne(inst, { fields: ids.slice(i, i + FIELDS_PER_CALL).map((prop) => ({ prop, reverse: true })) });
    for (const [prop, values] of self?.values ?? []) for (const v of values) if (v.from) reverse.push({ prop, from: v.from, name: v.cap ?? '' });
  }
  const linking = await client.readByIds([...new Set(reverse.map((r) => r.from))], ['class', META_PROP.label], { captions: { lang, of: [META_PROP.instanceOf] } });
  const classOf = new Map(linking.map((e) => [e.id, e.classes[0]]));
  const nameOf = new Map(linking.map((e) => [e.id, captionOf(e, lang)]));
  return reverse.map((r, i) => ({
    id: r.from,
    row_number: i + 1,
    name: nameOf.get(r.from) || r.name,
    prop: propCaps.get(r.prop) ?? r.prop,
    prop_id: r.prop,
    type: classOf.get(r.from)?.name ?? '',
    type_id: classOf.get(r.from)?.id ?? '',
  }));
}
