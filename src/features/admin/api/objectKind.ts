import { META_CLASS } from '../../../../realtime/protocol/metaModel';
import type { EntityRef } from '../../ontology';

const META_CLASS_NAMES: ReadonlyMap<string, string> = new Map(Object.entries(META_CLASS).map(([name, id]) => [id, name]));

/** What an object is, as an i18n key and its values: «Карта онтологии», «Класс», «Экземпляр класса «Сотрудник»». */
export type ObjectKind = { key: string; values?: Record<string, string> };

/**
 * The kind of an object an assignment or a role may name, from its classes (as read with their
 * captions): a built-in meta-class says what it is (a map, a class, a property, a command…), an
 * individual says its class — so «pizza» the map and «Pizza» the class are told apart in a picker.
 */
export function objectKind(classes: readonly EntityRef[]): ObjectKind {
  const meta = classes.map((c) => META_CLASS_NAMES.get(c.id)).find((name) => name !== undefined);
  if (meta) return { key: `terms.metaClasses.${meta}` };
  const own = classes[0];
  return own ? { key: 'admin.common.instanceOf', values: { className: own.name } } : { key: 'terms.instance' };
}
