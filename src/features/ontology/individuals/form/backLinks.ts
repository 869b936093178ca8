import i18n from 'i18next';
import { getData } from '../../../../app/api/dataApi';
import type { DataRow } from '../../../../../realtime/protocol/dataApi/getData';
import { META_CLASS, META_PROP } from '../../../../../realtime/protocol/metaModel';

/** A back-link row (domain spec §3.2): who links here, through which property, and its class. */
export type BackLink = { id: string; row_number: number; name: string; prop: string; prop_id: string; type: string; type_id: string };

// get_data takes at most 200 fields: object properties are asked about in batches
const FIELDS_PER_CALL = 200;

/** The instances that link to `inst` through any object property, as reverse fields of get_data. */
export async function fetchBackLinks(inst: string): Promise<BackLink[]> {
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  const props = await getData({ class: META_CLASS.ObjectProperty, fields: [{ prop: META_PROP.label }], limit: 10_000 });
  const propCaps = new Map<string, string>();
  for (const r of props.rows) {
    if (r.prop === META_PROP.name && !propCaps.has(r.inst)) propCaps.set(r.inst, r.cap ?? '');
    if (r.prop === META_PROP.label && r.lang === lang && r.cap) propCaps.set(r.inst, r.cap);
  }
  // the meta-model's links (class membership, parents, domain, maps…) are no back-links of an individual
  const builtIn = new Set<string>(Object.values(META_PROP));
  const ids = [...propCaps.keys()].filter((prop) => !builtIn.has(prop));
  const reverse: DataRow[] = [];
  for (let i = 0; i < ids.length; i += FIELDS_PER_CALL) {
    const { rows } = await getData({ idx: inst, fields: ids.slice(i, i + FIELDS_PER_CALL).map((prop) => ({ prop, reverse: true })) });
    reverse.push(...rows.filter((r) => r.prop !== META_PROP.name && r.from));
  }
  const linking = [...new Set(reverse.map((r) => r.from as string))];
  const classes = linking.length > 0 ? (await getData({ idx: linking, fields: [{ prop: 'class' }], limit: linking.length })).rows : [];
  const classOf = new Map<string, { id: string; name: string }>();
  for (const r of classes) if (r.prop === META_PROP.instanceOf && !classOf.has(r.inst)) classOf.set(r.inst, { id: String(r.val), name: r.cap ?? '' });
  return reverse.map((r, i) => {
    const from = r.from as string;
    return { id: from, row_number: i + 1, name: r.cap ?? '', prop: propCaps.get(r.prop) ?? r.prop, prop_id: r.prop, type: classOf.get(from)?.name ?? '', type_id: classOf.get(from)?.id ?? '' };
  });
}
