import { FeelDate, FeelDateTime, FeelDuration, FeelTime } from 'feelin';

/** Months and seconds of an ISO duration, so that P1Y2M equals P14M and PT1H equals PT60M. */
function durationParts(iso: string): [number, number] | null {
  const m = /^(-)?P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(iso);
  if (m === null) return null;
  const sign = m[1] === '-' ? -1 : 1;
  const n = (i: number) => Number(m[i] ?? 0);
  return [sign * (n(2) * 12 + n(3)), sign * (n(4) * 604800 + n(5) * 86400 + n(6) * 3600 + n(7) * 60 + n(8))];
}

/**
 * Whether a result equals the TCK's expected value: numbers by value (relative tolerance 1e-9, as the
 * TCK runners compare decimals), temporal values by their value, lists element-wise, contexts by the
 * expected components. Returns null when equal, else why not.
 */
export function difference(actual: unknown, expected: unknown, path = ''): string | null {
  const at = path === '' ? '' : ` at ${path}`;
  if (expected === null || expected === undefined) return actual === null || actual === undefined ? null : `expected null${at}, got ${show(actual)}`;
  if (actual === null || actual === undefined) return `expected ${show(expected)}${at}, got null`;
  if (typeof expected === 'number') {
    if (typeof actual !== 'number') return `expected ${expected}${at}, got ${show(actual)}`;
    return Math.abs(actual - expected) <= 1e-9 * Math.max(1, Math.abs(expected)) ? null : `expected ${expected}${at}, got ${actual}`;
  }
  if (expected instanceof FeelDuration) {
    if (!(actual instanceof FeelDuration)) return `expected ${expected.iso}${at}, got ${show(actual)}`;
    const a = durationParts(actual.iso);
    const e = durationParts(expected.iso);
    return a !== null && e !== null && a[0] === e[0] && a[1] === e[1] ? null : `expected ${expected.iso}${at}, got ${actual.iso}`;
  }
  if (expected instanceof FeelDate || expected instanceof FeelTime || expected instanceof FeelDateTime) {
    if (actual?.constructor !== expected.constructor) return `expected ${expected.iso}${at}, got ${show(actual)}`;
    return (actual as { iso: string }).iso === expected.iso ? null : `expected ${expected.iso}${at}, got ${(actual as { iso: string }).iso}`;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return `expected a list${at}, got ${show(actual)}`;
    if (actual.length !== expected.length) return `expected ${expected.length} items${at}, got ${actual.length}: ${show(actual)}`;
    for (let i = 0; i < expected.length; i++) {
      const d = difference(actual[i], expected[i], `${path}[${i}]`);
      if (d !== null) return d;
    }
    return null;
  }
  if (typeof expected === 'object') {
    if (typeof actual !== 'object' || Array.isArray(actual)) return `expected a context${at}, got ${show(actual)}`;
    for (const [k, v] of Object.entries(expected)) {
      const d = difference((actual as Record<string, unknown>)[k], v, path === '' ? k : `${path}.${k}`);
      if (d !== null) return d;
    }
    return null;
  }
  return actual === expected ? null : `expected ${show(expected)}${at}, got ${show(actual)}`;
}

function show(v: unknown): string {
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    return String(v);
  }
}
