/**
 * Expected against actual values of a test case: outputs by name, numbers by value (10 and "10", 0.1 + 0.2
 * and 0.3 are equal), lists and contexts member by member, null and a missing value alike.
 */

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const asNumber = (v: unknown): number | null => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && /^\s*-?\d+(\.\d+)?([eE][-+]?\d+)?\s*$/.test(v)) return Number(v);
  return null;
};

export function sameValue(expected: unknown, actual: unknown): boolean {
  if ((expected === null || expected === undefined) && (actual === null || actual === undefined)) return true;
  const [a, b] = [asNumber(expected), asNumber(actual)];
  if (a !== null && b !== null && (typeof expected === 'number' || typeof actual === 'number')) return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
  if (Array.isArray(expected) && Array.isArray(actual)) return expected.length === actual.length && expected.every((e, i) => sameValue(e, actual[i]));
  if (isRecord(expected) && isRecord(actual)) {
    const keys = new Set([...Object.keys(expected), ...Object.keys(actual)]);
    return [...keys].every((k) => sameValue(expected[k], actual[k]));
  }
  return expected === actual;
}

/**
 * The decision's result by output name: a context result (several outputs) as it is; a single value
 * under `value` and under each expected name that is the output's (or the decision's) name.
 */
export function outcomeValues(value: unknown, expectedNames: string[], outputNames: string[]): Record<string, unknown> {
  if (isRecord(value) && outputNames.length > 1) return value;
  const names = expectedNames.filter((n) => n === 'value' || outputNames.includes(n));
  return Object.fromEntries((names.length ? names : ['value']).map((n) => [n, value]));
}
