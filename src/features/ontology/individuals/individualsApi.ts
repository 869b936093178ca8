import { apiFetch } from '../../../api/apiFetch';
import i18n from 'i18next';
import type { FormField } from '../../../../realtime/protocol/dataApi/getForm';
import { META_PROP } from '../../../../realtime/protocol/metaModel';
import { preferencesResultSchema } from '../../../../realtime/protocol/profile/preferences';
import { classViewsResultSchema, type ClassView } from '../../../../realtime/protocol/admin/views';
import { byProp, captionOf, ontologyClient as client, where, type EntityPage, type OntologyEntity } from '../client';
import { decodeSort, encodeSort, sortPreferenceKey, type SortColumn } from './list/sortPreference';

/** The data calls of the individuals screens: classes, instance pages, forms, views and sort preferences. */

const lang = (): string => (i18n.language === 'en' ? 'en' : 'ru');

/** What a class (or any entity) is called in the interface language: the one rule of model/entityLabel.ts. */
export const captionInUi = (entity: OntologyEntity): string => captionOf(entity, lang());

/** Every class with its parents and labels. */
export async function fetchClasses(): Promise<OntologyEntity[]> {
  return (await client.read({ of: 'class', fields: [META_PROP.parents, META_PROP.label], limit: 10_000 })).entities;
}

/** Direct instances per class (by an instance's first class), over the whole store in one grouped call. */
export const fetchInstanceCounts = (): Promise<Map<string, number>> => client.countByClass();

/** The class's fields as an empty form shows them (own, inherited, common). */
export const fetchClassFields = (classId: string): Promise<FormField[]> => client.form(classId, { lang: lang() });

export const fetchInstanceForm = (classId: string, inst: string): Promise<FormField[]> => client.form(classId, { inst, lang: lang() });

export type InstancePageQuery = {
  classId: string;
  recursive: boolean;
  search: string;
  sort: SortColumn[];
  fields: string[];
  /** The columns that link to instances: shown by their captions. */
  links?: readonly string[];
  offset: number;
  limit: number;
};

/** A page of a class's instances with the columns' values and their lifecycle (stage, icon, colour). */
export function fetchInstancePage(q: InstancePageQuery): Promise<EntityPage> {
  const captions = q.links && q.links.length > 0 ? { captions: { lang: lang(), of: q.links } } : {};
  return client.read({
    of: { class: q.classId, deep: q.recursive },
    fields: [...q.fields.filter((f) => f !== 'name' && f !== META_PROP.name), META_PROP.stage, META_PROP.icon, META_PROP.color],
    sort: q.sort.length > 0 ? q.sort : byProp('name'),
    offset: q.offset,
    limit: q.limit,
    ...(q.search.trim() ? { where: where.nameContains(q.search.trim()) } : {}),
  }, captions);
}

/** Instances of a class (with its subclasses) whose name or label contains `search`, by their captions, for link pickers. */
export async function searchInstances(classId: string | null, search: string, limit = 20): Promise<Array<{ id: string; name: string }>> {
  const { entities } = await client.read({
    ...(classId ? { of: { class: classId, deep: true } } : {}),
    fields: [META_PROP.label],
    limit,
    ...(search.trim() ? { where: where.nameOrLabelContains(search.trim()) } : {}),
  });
  return entities.map((e) => ({ id: e.id, name: captionInUi(e) }));
}

export async function fetchViews(classId: string): Promise<ClassView[]> {
  return classViewsResultSchema.parse(await apiFetch<unknown>(`views?class=${encodeURIComponent(classId)}`));
}

export async function fetchSortPreference(classId: string): Promise<SortColumn[]> {
  const preferences = preferencesResultSchema.parse(await apiFetch<unknown>('app/preferences'));
  return decodeSort(preferences[sortPreferenceKey(classId)]);
}

export async function saveSortPreference(classId: string, sort: SortColumn[]): Promise<void> {
  await apiFetch<unknown>(`app/preferences/${encodeURIComponent(sortPreferenceKey(classId))}`, { method: 'PUT', body: { value: encodeSort(sort) } });
}

/** A class's caption in the interface language; null for no such class. */
export async function fetchClassCaption(classId: string): Promise<string | null> {
  const cls = await client.readOne(classId, { of: 'class', fields: [META_PROP.label] });
  return cls ? captionInUi(cls) : null;
}

/** The instance's stage, icon and colour, as get_form gives values. */
export async function fetchLifecycle(inst: string): Promise<Partial<Record<string, FormField['vals']>>> {
  const entity = await client.readOne(inst, { fields: [META_PROP.stage, META_PROP.icon, META_PROP.color] });
  if (!entity) return {};
  return Object.fromEntries([...entity.values].map(([prop, list]) => [prop, list.map((v, idx) => ({ val: v.val, cap: v.cap, idx, lang: v.lang }))]));
}
