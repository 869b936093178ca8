import { apiFetch } from '../../api/apiFetch';
import { META_PROP } from '../../../realtime/protocol/metaModel';
import { factLinkPageSchema, factSheetSchema, termMapSchema, type FactDirection, type FactLinkPage, type FactSheet, type TermMap } from '../../../realtime/protocol/factExplorer';
import { captionOf, ontologyClient, uiLanguage, where } from '../ontology';

/** An instance's facts in the interface language, links cut to the server's page per property. */
export async function fetchFactSheet(inst: string): Promise<FactSheet> {
  return factSheetSchema.parse(await apiFetch<unknown>(`factExplorer/${inst}?lang=${uiLanguage()}`));
}

/** The next page of one property's links. */
export async function fetchFactLinks(inst: string, prop: string, direction: FactDirection, offset: number): Promise<FactLinkPage> {
  const query = new URLSearchParams({ prop, direction, offset: String(offset), lang: uiLanguage() });
  return factLinkPageSchema.parse(await apiFetch<unknown>(`factExplorer/${inst}/links?${query.toString()}`));
}

/** The term map of the instance's classes, or centred on one class. */
export async function fetchTermMap(centre: { inst: string } | { class: string }): Promise<TermMap> {
  const query = new URLSearchParams({ ...centre, lang: uiLanguage() });
  return termMapSchema.parse(await apiFetch<unknown>(`factExplorer/termMap?${query.toString()}`));
}

export type FoundInstance = { id: string; name: string; hint: string };

/** Instances whose name or label contains the text, with the class they belong to (the data API's rights apply). */
export async function searchInstances(text: string): Promise<FoundInstance[]> {
  const lang = uiLanguage();
  const { entities } = await ontologyClient.read({ where: where.nameOrLabelContains(text.trim()), fields: ['class', META_PROP.label], limit: 20 }, { captions: { lang, of: [META_PROP.instanceOf] } });
  return entities.map((e) => ({ id: e.id, name: captionOf(e, lang), hint: e.classes[0]?.name ?? '' }));
}
