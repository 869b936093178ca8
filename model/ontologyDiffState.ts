import {
  DIFF_CATEGORIES,
  STATE_FORMAT,
  STATE_FORMAT_VERSION,
  stateFileSchema,
  type StateFile,
} from '../realtime/protocol/ontology/diff';

/** A state file read for the diff: the state, or why it cannot be used; warnings either way. */
export type ReadState = { state: StateFile | null; errors: string[]; warnings: string[] };

const MAX_ISSUES = 10;

/** Where a JSON.parse error is, as "line L, column C" when the engine names a position. */
function jsonErrorPlace(text: string, message: string): string {
  const at = /position (\d+)/.exec(message);
  if (!at) return message;
  const before = text.slice(0, Number(at[1]));
  const line = before.split('\n').length;
  const column = before.length - before.lastIndexOf('\n');
  return `${message} (строка ${line}, столбец ${column})`;
}

/**
 * Reads one state file's text: JSON, our format, a version this build reads, every entity with an
 * id, a name, classes and value groups of the right types. Ids repeated inside a category are a
 * warning (the first one is compared).
 */
export function readStateFile(text: string, label: string): ReadState {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { state: null, errors: [`${label}: файл не является JSON — ${jsonErrorPlace(text, (error as Error).message)}`], warnings: [] };
  }
  const header = (json as { header?: { format?: unknown; formatVersion?: unknown } } | null)?.header;
  if (typeof json !== 'object' || json === null || Array.isArray(json) || header?.format !== STATE_FORMAT) {
    return { state: null, errors: [`${label}: это не файл состояния онтологии (нет заголовка с format "${STATE_FORMAT}")`], warnings: [] };
  }
  if (typeof header.formatVersion === 'number' && header.formatVersion > STATE_FORMAT_VERSION) {
    return { state: null, errors: [`${label}: версия формата ${header.formatVersion} новее поддерживаемой (${STATE_FORMAT_VERSION})`], warnings: [] };
  }
  const warnings: string[] = [];
  const categories = (json as { categories?: unknown }).categories;
  // a category this build does not know is left out rather than failing the whole file
  if (categories && typeof categories === 'object') {
    for (const key of Object.keys(categories)) {
      if (!(DIFF_CATEGORIES as readonly string[]).includes(key)) warnings.push(`${label}: неизвестная категория "${key}" не сравнивается`);
    }
  }
  const parsed = stateFileSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, MAX_ISSUES).map((i) => `${label}: ${i.path.map(String).join('.') || 'файл'}: ${i.message}`);
    const more = parsed.error.issues.length - MAX_ISSUES;
    return { state: null, errors: more > 0 ? [...issues, `${label}: и ещё ошибок: ${more}`] : issues, warnings };
  }
  for (const category of DIFF_CATEGORIES) {
    const seen = new Set<string>();
    const unique = parsed.data.categories[category].filter((e) => {
      if (!seen.has(e.id)) return seen.add(e.id), true;
      warnings.push(`${label}: в категории ${category} идентификатор ${e.id} повторяется; сравнивается первое вхождение`);
      return false;
    });
    parsed.data.categories[category] = unique;
  }
  return { state: parsed.data, errors: [], warnings };
}
