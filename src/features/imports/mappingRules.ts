import { NAME_TARGET, type DetectedType, type ImportMapping } from '../../../realtime/protocol/imports';

/**
 * A property a column may be mapped to, as get_form describes it; `names` are what else it is
 * called: its name and its labels in every language.
 */
export type TargetField = { prop: string; cap: string; type: string; required: boolean; readonly: boolean; names?: readonly string[] };

/** What the mapping editor keeps per column: a property id, NAME_TARGET, or '' (not imported). */
export type ColumnChoice = Record<string, string>;

/** How a header and a property's name are compared: case, «ё» and all whitespace (non-breaking too) ignored. */
export const simplifyHeader = (text: string): string => text.normalize('NFC').toLowerCase().replace(/ё/g, 'е').replace(/[\s\u00a0\u2007\u202f\ufeff]+/gu, '');

const NAME_LABELS = new Set(['имя', 'название', 'наименование', 'фио', 'name', 'title'].map(simplifyHeader));

/**
 * A first guess: a column whose header is a property's caption, name or label in any language
 * fills it (the caption in the interface language wins when two properties share a word, then the
 * order of the form); a "Name"/"Название" column names the instance. A property is filled by one
 * column only: the first that names it.
 */
export function suggestMapping(columns: readonly string[], fields: readonly TargetField[]): ColumnChoice {
  const writable = fields.filter((f) => !f.readonly);
  const byName = new Map<string, string>();
  const learn = (name: string, prop: string): void => {
    const key = simplifyHeader(name);
    if (key && !byName.has(key)) byName.set(key, prop);
  };
  for (const f of writable) learn(f.cap, f.prop);
  for (const f of writable) for (const name of f.names ?? []) learn(name, f.prop);
  const choice: ColumnChoice = {};
  const taken = new Set<string>();
  let named = false;
  for (const column of columns) {
    const key = simplifyHeader(column);
    const prop = byName.get(key);
    if (!named && NAME_LABELS.has(key) && !prop) {
      choice[column] = NAME_TARGET;
      named = true;
    } else if (prop && !taken.has(prop)) {
      choice[column] = prop;
      taken.add(prop);
    } else choice[column] = '';
  }
  return choice;
}

/** The mapping to send: chosen columns only. */
export function mappingOf(choice: ColumnChoice): ImportMapping {
  return Object.fromEntries(Object.entries(choice).filter(([, target]) => target !== '')) as ImportMapping;
}

/** Which detected column types a property type accepts (an empty column fits anything). */
const ACCEPTS: Record<string, readonly DetectedType[]> = {
  int: ['int'],
  float: ['int', 'float'],
  date: ['date'],
  dateTime: ['date', 'string'],
  bool: ['bool', 'int'],
};

/** Does a column that looks like `detected` fit a property of `type`? Text properties take anything. */
export function typeFits(detected: DetectedType, type: string): boolean {
  if (detected === 'empty') return true;
  const accepted = ACCEPTS[type];
  return accepted ? accepted.includes(detected) : true;
}

/** Required properties no column fills: the import would be refused. */
export function unmappedRequired(choice: ColumnChoice, fields: readonly TargetField[]): TargetField[] {
  const chosen = new Set(Object.values(choice));
  return fields.filter((f) => f.required && !chosen.has(f.prop));
}
