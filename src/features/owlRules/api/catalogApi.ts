import { META_PROP } from '../../../../realtime/protocol/metaModel';
import { captionOf, fetchOntologyCatalog, ontologyClient, uiLanguage, where } from '../../ontology';
import type { Pickable } from '../../../components/PickBox';
import type { RuleCatalog } from '../model/ruleCatalog';

/** The classes and properties the caller may read, captioned in the interface language. */
export const fetchRuleCatalog = (): Promise<RuleCatalog> => fetchOntologyCatalog();

/** Instances whose name or label contains the text: the choices of a subject area. */
export async function findSubjectAreas(text: string): Promise<Pickable[]> {
  const lang = uiLanguage();
  const { entities } = await ontologyClient.read({ fields: [META_PROP.label], where: where.nameOrLabelContains(text.trim()), limit: 20 });
  return entities.map((e) => ({ id: e.id, name: captionOf(e, lang) }));
}

/** Names of the subject areas a rule refers to, by id. */
export async function subjectAreaNames(ids: readonly string[]): Promise<Map<string, string>> {
  return ids.length === 0 ? new Map() : ontologyClient.captions(ids, uiLanguage());
}
