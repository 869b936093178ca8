/**
 * A stored property value as a DMN input of a column's type (issue 17 §5). Values come from `vals`
 * (exactly one of t/n/b/d/r set; a date property keeps 'YYYY-MM-DD' text, a date-time property a
 * timestamp) — a reference arrives with the referenced instance's name. Dates go to the engine as
 * 'YYYY-MM-DD' text, date-times as ISO 8601, the way the wire writes them.
 */
export type StoredCell = {
  t: string | null;
  n: number | string | null;
  b: boolean | null;
  d: Date | string | null;
  r: string | null;
  /** The referenced instance's name (r set). */
  rname?: string | null;
};

type Kind = 'string' | 'number' | 'boolean' | 'date' | 'dateTime' | null;

/** The kind of value a column's typeRef wants (null: whatever is stored). */
export function kindOfTypeRef(typeRef: string | null): Kind {
  const t = (typeRef ?? '').trim().toLowerCase().replace(/^feel:/, '');
  if (t === 'string') return 'string';
  if (t === 'number' || t === 'double' || t === 'integer' || t === 'long' || t === 'int' || t === 'float') return 'number';
  if (t === 'boolean' || t === 'bool') return 'boolean';
  if (t === 'date') return 'date';
  if (t === 'date and time' || t === 'datetime') return 'dateTime';
  return null;
}

function isoOf(d: Date | string): string {
  return (d instanceof Date ? d : new Date(d)).toISOString();
}

/** The value as stored, before it is fitted to a column. */
function rawOf(cell: StoredCell): string | number | boolean | null {
  if (cell.r !== null) return cell.rname ?? cell.r;
  if (cell.n !== null) return Number(cell.n);
  if (cell.b !== null) return cell.b;
  if (cell.d !== null) {
    const iso = isoOf(cell.d);
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  return cell.t;
}

const DATE_RE = /^\d{4}-\d{2}-\d{2}/;

/**
 * Fits a stored value to the column's type; a value that does not fit stays as it is, so the
 * engine's type check names it (rather than it silently turning into null).
 */
export function dmnInputValue(cell: StoredCell, typeRef: string | null): unknown {
  const raw = rawOf(cell);
  if (raw === null) return null;
  switch (kindOfTypeRef(typeRef)) {
    case 'string':
      return String(raw);
    case 'number': {
      if (typeof raw === 'number') return raw;
      if (typeof raw === 'string' && raw.trim() !== '' && Number.isFinite(Number(raw.replace(',', '.')))) return Number(raw.replace(',', '.'));
      return raw;
    }
    case 'boolean':
      if (raw === 'true') return true;
      if (raw === 'false') return false;
      return raw;
    case 'date':
      if (cell.d !== null) return isoOf(cell.d).slice(0, 10);
      return typeof raw === 'string' && DATE_RE.test(raw) ? raw.slice(0, 10) : raw;
    case 'dateTime':
      if (cell.d !== null) return isoOf(cell.d);
      return typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(raw) ? `${raw}T00:00:00Z` : raw;
    default:
      return raw;
  }
}
