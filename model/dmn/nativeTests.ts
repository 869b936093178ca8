import { splitTopLevel } from './feelText';

/**
 * The commonest table cells answered natively, without the FEEL interpreter: literals (numbers, strings
 * without escapes, booleans), comparisons with a number and ranges between numbers, and lists of these.
 * Same answers as FEEL for a non-null input (a value of another type is not in the tests; the caller
 * leaves a null input to feelin); the differential TCK test and the FEEL unit tests compare them.
 */
export type NativeTest = (x: unknown) => boolean;

const NUMBER = /^-?\d+(\.\d+)?$/;
const STRING = /^"([^"\\]*)"$/;

function literalTest(t: string): NativeTest | null {
  if (NUMBER.test(t)) {
    const n = Number(t);
    return (x) => x === n;
  }
  const s = STRING.exec(t);
  if (s !== null) {
    const v = s[1] as string;
    return (x) => x === v;
  }
  if (t === 'true') return (x) => x === true;
  if (t === 'false') return (x) => x === false;
  return null;
}

function partTest(part: string): NativeTest | null {
  const t = part.trim();
  const lit = literalTest(t);
  if (lit !== null) return lit;
  const cmp = /^(<=|>=|<|>)\s*(-?\d+(?:\.\d+)?)$/.exec(t);
  if (cmp !== null) {
    const n = Number(cmp[2]);
    switch (cmp[1]) {
      case '<':
        return (x) => typeof x === 'number' && x < n;
      case '<=':
        return (x) => typeof x === 'number' && x <= n;
      case '>':
        return (x) => typeof x === 'number' && x > n;
      default:
        return (x) => typeof x === 'number' && x >= n;
    }
  }
  const range = /^([[\](])\s*(-?\d+(?:\.\d+)?)\s*\.\.\s*(-?\d+(?:\.\d+)?)\s*([[\])])$/.exec(t);
  if (range !== null) {
    const lo = Number(range[2]);
    const hi = Number(range[3]);
    const loIn = range[1] === '[';
    const hiIn = range[4] === ']';
    return (x) => typeof x === 'number' && (loIn ? x >= lo : x > lo) && (hiIn ? x <= hi : x < hi);
  }
  return null;
}

/** A native "input is in these tests" for a non-null input, or null when the text is not that simple. */
export function nativeTest(body: string): NativeTest | null {
  const parts = splitTopLevel(body).map(partTest);
  if (parts.some((p) => p === null)) return null;
  const tests = parts as NativeTest[];
  if (tests.length === 1) return tests[0] as NativeTest;
  return (x) => {
    for (const t of tests) if (t(x)) return true;
    return false;
  };
}

/** The value of a constant literal expression (number, string without escapes, boolean, null), or undefined. */
export function constantValue(text: string): unknown {
  if (NUMBER.test(text)) return Number(text);
  const s = STRING.exec(text);
  if (s !== null) return s[1];
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (text === 'null') return null;
  return undefined;
}
