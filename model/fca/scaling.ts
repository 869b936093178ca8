import type { Scale } from '../../realtime/protocol/fca';

/**
 * Conceptual scaling of one property's values into attributes (Ganter & Wille ch. 1.3).
 * nominal: one attribute per distinct value («= 10»); ordinal: one per threshold, ascending,
 * held by the values at or below it («≤ 10», «≤ 01.02.2024»). Numbers compare as numbers and ISO
 * dates (YYYY-MM-DD…) as dates; text is nominal only, so an ordinal scale gives text no attribute.
 * The caller prefixes each suffix with the property's name.
 * hits[i]: the indices into `names` that values[i] has (none for null).
 */
export function scaleValues(values: Array<number | string | null>, scale: Scale, thresholds: Array<number | string> = []): { names: string[]; hits: number[][] } {
  return scale === 'ordinal' ? ordinal(values, thresholds) : nominal(values);
}

type Key = { kind: 'number'; n: number } | { kind: 'date'; day: string } | { kind: 'text'; t: string };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const NUMBER = /^\s*[-+]?(\d+([.,]\d*)?|[.,]\d+)(e[-+]?\d+)?\s*$/i;
const numberFormat = new Intl.NumberFormat('ru-RU', { useGrouping: false, maximumFractionDigits: 10 });
const collator = new Intl.Collator('ru', { numeric: true, sensitivity: 'base' });

function keyOf(value: number | string): Key {
  if (typeof value === 'number') return { kind: 'number', n: value };
  const date = ISO_DATE.exec(value);
  if (date) return { kind: 'date', day: `${date[1]}-${date[2]}-${date[3]}` };
  return { kind: 'text', t: value };
}

/** A threshold typed by hand may be a number in a string («10», «2,5»). */
function thresholdKey(value: number | string): Key {
  if (typeof value === 'string' && NUMBER.test(value)) return { kind: 'number', n: Number(value.trim().replace(',', '.')) };
  return keyOf(value);
}

function label(key: Key): string {
  if (key.kind === 'number') return numberFormat.format(key.n);
  if (key.kind === 'date') return `${key.day.slice(8, 10)}.${key.day.slice(5, 7)}.${key.day.slice(0, 4)}`;
  return key.t;
}

const KIND_ORDER = { number: 0, date: 1, text: 2 } as const;

function compare(a: Key, b: Key): number {
  if (a.kind !== b.kind) return KIND_ORDER[a.kind] - KIND_ORDER[b.kind];
  if (a.kind === 'number' && b.kind === 'number') return a.n - b.n;
  if (a.kind === 'date' && b.kind === 'date') return a.day < b.day ? -1 : a.day > b.day ? 1 : 0;
  if (a.kind === 'text' && b.kind === 'text') return collator.compare(a.t, b.t) || (a.t < b.t ? -1 : a.t > b.t ? 1 : 0);
  return 0;
}

function nominal(values: Array<number | string | null>): { names: string[]; hits: number[][] } {
  const byLabel = new Map<string, Key>();
  const labels = values.map((v) => {
    if (v === null || (typeof v === 'number' && Number.isNaN(v))) return null;
    const key = keyOf(v);
    const name = `= ${label(key)}`;
    if (!byLabel.has(name)) byLabel.set(name, key);
    return name;
  });
  const names = [...byLabel.entries()].sort((a, b) => compare(a[1], b[1])).map(([name]) => name);
  const position = new Map(names.map((name, i) => [name, i]));
  return { names, hits: labels.map((name) => (name === null ? [] : [position.get(name)!])) };
}

function ordinal(values: Array<number | string | null>, thresholds: Array<number | string>): { names: string[]; hits: number[][] } {
  const seen = new Set<string>();
  const cuts = thresholds
    .map(thresholdKey)
    .filter((key) => key.kind !== 'text')
    .sort(compare)
    .filter((key) => {
      const name = `≤ ${label(key)}`;
      if (seen.has(name)) return false;
      seen.add(name);
      return true;
    });
  const hits = values.map((v) => {
    if (v === null) return [];
    const key = keyOf(v);
    const out: number[] = [];
    cuts.forEach((cut, k) => {
      if (cut.kind === key.kind && compare(key, cut) <= 0) out.push(k);
    });
    return out;
  });
  return { names: cuts.map((cut) => `≤ ${label(cut)}`), hits };
}
