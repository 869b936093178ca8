import type { PropRef } from '../../realtime/protocol/dataApi/getData';
import { invalid } from '../problems';
import { intrinsicOf, resolvePropRef, valueColumnOf, type IntrinsicProp, type PropertyDef, type ValueColumn } from './propertyCatalog';
import type { FilterValueType } from './filterValues';

/** A property named in a request, with what reading it needs: where its values live and their type. */
export type ResolvedProp = {
  /** The property id, or 'id' for the instance id itself. */
  id: string;
  /** For error messages. */
  name: string;
  intrinsic: IntrinsicProp | null;
  /** null only for 'id'. */
  def: PropertyDef | null;
  /** The type filter values are coerced to. */
  valueType: FilterValueType;
  /** The vals column of a value property; null for intrinsic properties. */
  column: ValueColumn | null;
  /** An object property kept in vals: links that can be followed backwards and restricted by class. */
  isLink: boolean;
};

const INTRINSIC_TYPES: Record<IntrinsicProp, FilterValueType> = {
  id: 'ref',
  name: 'string',
  author: 'user',
  dateCreate: 'dateTime',
  class: 'ref',
};

/** Resolves an alias or id against loaded definitions (loadProperties has already refused unknown ids). */
export function resolveProp(ref: PropRef | string, defs: ReadonlyMap<string, PropertyDef>): ResolvedProp {
  const id = resolvePropRef(ref as PropRef);
  const intrinsic = intrinsicOf(id);
  const def = defs.get(id) ?? null;
  if (intrinsic) return { id, name: def?.name ?? id, intrinsic, def, valueType: INTRINSIC_TYPES[intrinsic], column: null, isLink: false };
  if (!def) throw invalid(`Unknown property: ${id}`);
  return { id, name: def.name, intrinsic: null, def, valueType: def.type, column: valueColumnOf(def.type), isLink: def.kind === 'object' };
}
