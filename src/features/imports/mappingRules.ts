import { NAME_TARGET, type DetectedType, type ImportMapping } from '../../../realtime/protocol/imports';

/** A property a column may be mapped to, as get_form describes it. */
export type TargetField = { prop: string; cap: string; type: string; required: boolean; readonly: boolean };

/** What the mapping editor keeps per column: a property id, NAME_TARGET, or '' (not imported). */
export type ColumnChoice = Record<string, string>;

const NAME_LABELS = new Set(['имя', 'название', 'наименование', 'фио', 'name', 'title']);
const simplify = (text: string): string => text.trim().toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ');

/** A first guess: a column named like a property's caption fills it; a "Name"/"Название" column names the instance. */
export function suggestMapping(columns: readonly string[], fields: readonly TargetField[]): ColumnChoice {
  const byCaption = new Map(fields.filter((f) => !f.readonly).map((f) => [simplify(f.cap), f.prop]));
  const choice: ColumnChoice = {};
  let named = false;
  for (const column of columns) {
    const key = simplify(column);
    if (!named && NAME_LABELS.has(key)) {
      choice[column] = NAME_TARGET;
      named = true;
    } else choice[column] = byCaption.get(key) ?? '';
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
