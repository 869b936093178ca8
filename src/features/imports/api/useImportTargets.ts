import i18next from 'i18next';
import { META_CLASS, META_PROP } from '../../../../realtime/protocol/metaModel';
import { getData, getForm } from '../../../app/api/dataApi';
import { useLoad, type Loaded } from '../../../components/useLoad';
import type { TargetField } from '../mappingRules';

export type ClassRef = { id: string; name: string };
const CLASS_LIMIT = 5000;
/** Filled by the server itself; never a column's target. */
const NOT_IMPORTED: ReadonlySet<string> = new Set([META_PROP.name, META_PROP.author, META_PROP.dateCreate, META_PROP.instanceOf]);

/** The ontology's classes by name (the built-in meta-classes left out): what an import can fill. */
export function useImportClasses(): Loaded<ClassRef[]> {
  return useLoad(async () => {
    const result = await getData({
      class: META_CLASS.Class,
      fields: [{ prop: META_PROP.name }],
      filter: { not: { prop: 'id', op: 'in', val: Object.values(META_CLASS) } },
      sort: { prop: 'name', dir: 'asc' },
      limit: CLASS_LIMIT,
    });
    return result.rows.filter((r) => r.prop === META_PROP.name).map((r) => ({ id: r.inst, name: String(r.val ?? '') }));
  }, []);
}

/** The properties of a class a column may fill, as its form shows them. */
export function useTargetFields(classId: string): Loaded<TargetField[]> {
  return useLoad(async () => {
    if (!classId) return [];
    const form = await getForm({ class: classId, prop_cap: i18next.language === 'en' ? 'en' : 'ru' });
    return form.rows
      .filter((f) => !NOT_IMPORTED.has(f.prop))
      .map((f) => ({ prop: f.prop, cap: f.cap, type: f.type, required: f.required, readonly: f.readonly }));
  }, [classId]);
}
