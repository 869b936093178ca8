import { FeelDate, FeelDateTime, FeelDuration, FeelFunction, FeelRange, FeelTime } from 'feelin';
import { compileTests } from './feelCache';
import type { DmnItemDefinition, DmnModel } from './dmnModel';
import { baseTypeOf } from './dmnValues';

/**
 * Type conformance as the standard says (DMN 1.5 §7.3.2, §10.3.2.9): a value of a decision, an output or a
 * context entry that does not conform to its typeRef (base type, item definition structure, collection,
 * allowed values) becomes null. A singleton list conforms to its element's type and a value to a
 * collection type as a one-element list (the standard's implicit conversions).
 */
export interface TypeChecks {
  /** The value converted to the type (singleton lists), or `undefined` when it does not conform. */
  coerce(value: unknown, typeRef: string | null): unknown;
  /** Null when the value does not conform. */
  conformOrNull(value: unknown, typeRef: string | null): unknown;
  /** Whether a value is of the type (no conversions); null and unknown types pass. */
  isOfType(value: unknown, typeRef: string | null): boolean;
}

const isContext = (v: unknown): v is Record<string, unknown> =>
  v !== null &&
  typeof v === 'object' &&
  !Array.isArray(v) &&
  !(v instanceof FeelDate || v instanceof FeelTime || v instanceof FeelDateTime || v instanceof FeelDuration || v instanceof FeelRange || v instanceof FeelFunction);

export function baseConforms(v: unknown, base: string): boolean {
  switch (base) {
    case 'number':
      return typeof v === 'number';
    case 'string':
      return typeof v === 'string';
    case 'boolean':
      return typeof v === 'boolean';
    case 'date':
      return v instanceof FeelDate;
    case 'time':
      return v instanceof FeelTime;
    case 'date and time':
      return v instanceof FeelDateTime;
    case 'days and time duration':
      return v instanceof FeelDuration && !(v as unknown as { yearsMonths: boolean }).yearsMonths;
    case 'years and months duration':
      return v instanceof FeelDuration && (v as unknown as { yearsMonths: boolean }).yearsMonths;
    case 'context':
      return isContext(v);
    case 'list':
      return Array.isArray(v);
    case 'range':
      return v instanceof FeelRange;
    case 'function':
      return v instanceof FeelFunction || typeof v === 'function';
    default:
      return true;
  }
}

type Coerce = (v: unknown) => unknown;
const INTEGER_TYPES = new Set(['integer', 'int', 'long']);
const identity: Coerce = (v) => v;

export function typeChecks(model: DmnModel): TypeChecks {
  const find = (typeRef: string): DmnItemDefinition | null => model.itemDefinitions[typeRef] ?? null;
  const byTypeRef = new Map<string, Coerce>();
  const byDef = new Map<DmnItemDefinition, Coerce>();

  // a checker per typeRef and per item definition, built once: `undefined` = does not conform
  const forBase = (typeRef: string): Coerce => {
    const base = baseTypeOf(typeRef);
    if (base === null || base === 'Any') return identity;
    return (v) => {
      if (v === null || baseConforms(v, base)) return v;
      if (Array.isArray(v) && v.length === 1 && base !== 'list' && baseConforms(v[0], base)) return v[0];
      return undefined;
    };
  };
  const forTypeRef = (typeRef: string): Coerce => {
    let f = byTypeRef.get(typeRef);
    if (f === undefined) {
      byTypeRef.set(typeRef, (v) => (f as Coerce)(v)); // recursion guard
      const d = find(typeRef);
      f = d !== null ? forDef(d, false) : forBase(typeRef);
      byTypeRef.set(typeRef, f);
    }
    return f;
  };
  const forDef = (d: DmnItemDefinition, asElement: boolean): Coerce => {
    if (!asElement) {
      const known = byDef.get(d);
      if (known !== undefined) return known;
    }
    let f: Coerce;
    if (d.isCollection && !asElement) {
      const element = forDef(d, true);
      f = (v) => {
        if (v === null) return null;
        const list = Array.isArray(v) ? v : [v];
        const out: unknown[] = [];
        for (const x of list) {
          const c = element(x);
          if (c === undefined) return undefined;
          out.push(c);
        }
        return out;
      };
    } else {
      const components = d.components.map((c) => ({ name: c.name, check: forDef(c, false) }));
      const inner = d.components.length === 0 && d.typeRef !== null ? forTypeRef(d.typeRef) : null;
      const tests = d.allowedValues === null || d.allowedValues.trim() === '' ? null : compileTests(d.allowedValues, {});
      const single = (v: unknown): unknown => {
        if (v === null) return null;
        let value: unknown = v;
        if (components.length > 0) {
          if (!isContext(v)) return undefined;
          for (const c of components) if (c.name in v && c.check(v[c.name] ?? null) === undefined) return undefined;
        } else if (inner !== null) {
          value = inner(v);
          if (value === undefined) return undefined;
        }
        if (tests !== null && !tests(value, {})) return undefined;
        return value;
      };
      const structured = components.length > 0 || d.typeRef !== null;
      f = (v) => (structured && Array.isArray(v) && v.length === 1 ? single(v[0]) : single(v));
    }
    if (!asElement) byDef.set(d, f);
    return f;
  };
  const coerce = (v: unknown, typeRef: string | null): unknown => (typeRef === null || v === null || v === undefined ? (v ?? null) : forTypeRef(typeRef)(v));
  return {
    coerce,
    conformOrNull: (v, t) => coerce(v, t) ?? null,
    isOfType: (v, t) => {
      if (t === null || v === null || v === undefined) return true;
      // integer and long columns (the editor's types) take whole numbers only
      if (typeof v === 'number' && INTEGER_TYPES.has(t.replace(/^feel:/, '')) && !Number.isInteger(v)) return false;
      const r = forTypeRef(t)(v);
      return r !== undefined && Array.isArray(r) === Array.isArray(v);
    },
  };
}
