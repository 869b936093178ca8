import type { DmnItemDefinition, DmnModel } from './dmnModel';
import { baseTypeOf, fromJsonValue } from './dmnValues';

/**
 * JSON context values → FEEL values by typeRef, following item definitions into structures and
 * collections (a date string under a date component becomes a date). Built once per typeRef; a type
 * with nothing temporal inside converts nothing (identity).
 */
export type JsonInput = (v: unknown) => unknown;
const identity: JsonInput = (v) => v ?? null;
const TEMPORAL = new Set(['date', 'time', 'date and time', 'days and time duration', 'years and months duration']);

export function jsonInputs(model: DmnModel): (typeRef: string | null) => JsonInput {
  const byTypeRef = new Map<string, JsonInput>();
  const forDef = (d: DmnItemDefinition, depth: number): JsonInput => {
    if (depth > 10) return identity;
    let element: JsonInput;
    if (d.components.length > 0) {
      const parts = d.components.map((c) => ({ name: c.name, f: forDef(c, depth + 1) })).filter((p) => p.f !== identity);
      element =
        parts.length === 0
          ? identity
          : (v) => {
              if (v === null || typeof v !== 'object' || Array.isArray(v)) return v ?? null;
              const o: Record<string, unknown> = { ...(v as Record<string, unknown>) };
              for (const p of parts) if (p.name in o) o[p.name] = p.f(o[p.name]);
              return o;
            };
    } else element = d.typeRef === null ? identity : forTypeRef(d.typeRef, depth + 1);
    if (!d.isCollection || element === identity) return element;
    return (v) => (Array.isArray(v) ? v.map(element) : element(v));
  };
  const forTypeRef = (typeRef: string, depth: number): JsonInput => {
    const known = byTypeRef.get(typeRef);
    if (known !== undefined) return known;
    const d = model.itemDefinitions[typeRef];
    let f: JsonInput;
    if (d !== undefined) f = forDef(d, depth);
    else {
      const base = baseTypeOf(typeRef);
      f = base !== null && TEMPORAL.has(base) ? (v) => fromJsonValue(v, typeRef) : identity;
    }
    byTypeRef.set(typeRef, f);
    return f;
  };
  return (typeRef) => (typeRef === null ? identity : forTypeRef(typeRef, 0));
}
