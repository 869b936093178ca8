import { apiFetch } from '../../../app/apiFetch';
import { getData, getForm } from '../../../app/api/dataApi';
import i18n from 'i18next';
import type { DataRow, GetDataPayload } from '../../../../realtime/protocol/dataApi/getData';
import type { FormField } from '../../../../realtime/protocol/dataApi/getForm';
import { META_CLASS, META_PROP } from '../../../../realtime/protocol/metaModel';
import { preferencesResultSchema } from '../../../../realtime/protocol/profile/preferences';
import { classViewsResultSchema, type ClassView } from '../../../../realtime/protocol/admin/views';
import { decodeSort, encodeSort, sortPreferenceKey, type SortColumn } from './list/sortPreference';

/** The data calls of the individuals screens: classes, instance pages, forms, views and sort preferences. */

export type ClassEntry = { id: string; name: string; parents: string[]; label: string | null };

const lang = (): string => (i18n.language === 'en' ? 'en' : 'ru');

/** Instances grouped by row, in row order: each with its rows. */
export function rowsByInstance(rows: readonly DataRow[]): Array<{ inst: string; rows: DataRow[] }> {
  const out: Array<{ inst: string; rows: DataRow[] }> = [];
  for (const row of rows) {
    const last = out[out.length - 1];
    if (last && last.inst === row.inst) last.rows.push(row);
    else out.push({ inst: row.inst, rows: [row] });
  }
  return out;
}

/** Every class with its parents and its label in the interface language. */
export async function fetchClasses(): Promise<ClassEntry[]> {
  const { rows } = await getData({ class: META_CLASS.Class, fields: [{ prop: META_PROP.parents }, { prop: META_PROP.label }], limit: 10_000 });
  return rowsByInstance(rows).map(({ inst, rows: values }) => {
    const labels = values.filter((r) => r.prop === META_PROP.label);
    return {
      id: inst,
      name: values.find((r) => r.prop === META_PROP.name)?.cap ?? '',
      parents: values.filter((r) => r.prop === META_PROP.parents).map((r) => String(r.val)),
      label: (labels.find((r) => r.lang === lang()) ?? labels[0])?.cap ?? null,
    };
  });
}

/** Direct instances per class (by an instance's first class), over the whole store in one grouped call. */
export async function fetchInstanceCounts(): Promise<Map<string, number>> {
  const { groups } = await getData({ group: 'class', fields: [{ prop: 'name', hidden: true }], limit: 0 });
  return new Map((groups ?? []).flatMap((g) => (typeof g.val === 'string' ? [[g.val, g.count] as const] : [])));
}

/** The class's fields as an empty form shows them (own, inherited, common). */
export async function fetchClassFields(classId: string): Promise<FormField[]> {
  return (await getForm({ class: classId, prop_cap: lang() })).rows;
}

export async function fetchInstanceForm(classId: string, inst: string): Promise<FormField[]> {
  return (await getForm({ class: classId, inst, prop_cap: lang() })).rows;
}

export type InstancePageQuery = { classId: string; recursive: boolean; search: string; sort: SortColumn[]; fields: string[]; offset: number; limit: number };

export function fetchInstancePage(q: InstancePageQuery) {
  const payload: GetDataPayload = {
    class: q.classId,
    recursive: q.recursive,
    fields: [...q.fields.filter((f) => f !== 'name' && f !== META_PROP.name).map((prop) => ({ prop })), { prop: META_PROP.stage }, { prop: META_PROP.icon }, { prop: META_PROP.color }],
    sort: q.sort.length > 0 ? q.sort : [{ prop: 'name', dir: 'asc' }],
    offset: q.offset,
    limit: q.limit,
    ...(q.search.trim() ? { filter: { prop: 'name', op: 'contains', val: q.search.trim() } } : {}),
  };
  return getData(payload);
}

/** Instances of a class (with its subclasses) whose name contains `search`, for link pickers. */
export async function searchInstances(classId: string | null, search: string, limit = 20): Promise<Array<{ id: string; name: string }>> {
  const { rows } = await getData({
    ...(classId ? { class: classId, recursive: true } : {}),
    fields: [{ prop: 'name' }],
    limit,
    ...(search.trim() ? { filter: { prop: 'name', op: 'contains', val: search.trim() } } : {}),
  });
  return rows.filter((r) => r.prop === META_PROP.name).map((r) => ({ id: r.inst, name: r.cap ?? '' }));
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

/** A class's caption: its label in the interface language, else its name; null for no such class. */
export async function fetchClassCaption(classId: string): Promise<string | null> {
  const { rows } = await getData({ class: META_CLASS.Class, idx: classId, fields: [{ prop: META_PROP.label }] });
  if (rows.length === 0) return null;
  const labels = rows.filter((r) => r.prop === META_PROP.label);
  return (labels.find((r) => r.lang === lang()) ?? labels[0])?.cap ?? rows.find((r) => r.prop === META_PROP.name)?.cap ?? null;
}

/** The instance's stage, icon and colour, as get_form gives values. */
export async function fetchLifecycle(inst: string): Promise<Partial<Record<string, FormField['vals']>>> {
  const { rows } = await getData({ idx: inst, fields: [{ prop: META_PROP.stage }, { prop: META_PROP.icon }, { prop: META_PROP.color }] });
  const out: Partial<Record<string, FormField['vals']>> = {};
  for (const r of rows) {
    if (r.prop === META_PROP.name) continue;
    out[r.prop] = [...(out[r.prop] ?? []), { val: r.val, cap: r.cap, idx: r.idx, lang: r.lang }];
  }
  return out;
}
