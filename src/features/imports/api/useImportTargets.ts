import i18next from 'i18next';
import { META_PROP } from '../../../../realtime/protocol/metaModel';
import { byProp, ontologyClient, type EntityRef } from '../../ontology';
import { useLoad, type Loaded } from '../../../components/useLoad';
import type { TargetField } from '../mappingRules';

export type ClassRef = EntityRef;
const CLASS_LIMIT = 5000;
/** Filled by the server itself; never a column's target. */
const NOT_IMPORTED: ReadonlySet<string> = new Set([META_PROP.name, META_PROP.author, META_PROP.dateCreate, META_PROP.instanceOf]);

/** The ontology's classes by name (the built-in meta-classes left out): what an import can fill. */
export function useImportClasses(): Loaded<ClassRef[]> {
  return useLoad(async () => {
    const { entities } = await ontologyClient.read({ of: 'class', builtIn: false, fields: [], sort: byProp('name'), limit: CLASS_LIMIT });
    return entities.map((c) => ({ id: c.id, name: c.name }));
  }, []);
}

/**
 * The properties of a class a column may fill, as its form shows them, each with every name it
 * goes by (its name and its labels in all languages), so a column headed in either language finds it.
 */
export function useTargetFields(classId: string): Loaded<TargetField[]> {
  return useLoad(async () => {
    if (!classId) return [];
    const fields = (await ontologyClient.form(classId, { lang: i18next.language })).filter((f) => !NOT_IMPORTED.has(f.prop));
    const props = await ontologyClient.readByIds(fields.map((f) => f.prop), [META_PROP.label]);
    const namesOf = new Map(props.map((p) => [p.id, [p.name, ...Object.values(p.labels).filter((l): l is string => typeof l === 'string')]]));
    return fields.map((f) => ({ prop: f.prop, cap: f.cap, type: f.type, required: f.required, readonly: f.readonly, names: namesOf.get(f.prop) ?? [] }));
  }, [classId]);
}
