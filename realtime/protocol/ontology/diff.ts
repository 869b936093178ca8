import { z } from 'zod';
import { idSchema } from '../ids';

/**
 * The ontology state file (GET /api/ontology/state, screen /base-update) and the ontology diff
 * (POST /api/ontologyDiff/diff, screen /ontologyDiff) — domain spec §4, §7, §9.
 *
 * A state file is JSON: `header`, `propNames` (property id → name, so a diff can show and ignore
 * properties by name) and `categories`: the 15 diff categories of §9, each an array of entities.
 * An entity is { id, name, class (class ids, or the kind for platform objects: 'role', 'view'…),
 * and its values grouped by value type }. Each value group maps a property key (a property id, or a
 * column name for platform objects such as `code`) to the values in their order:
 *
 * | group | holds | from |
 * | --- | --- | --- |
 * | tvals | long texts | data properties of type `text` (query, configuration, map layout JSON…) |
 * | svals | strings | types `string`, `date` (YYYY-MM-DD), `dateTime` (ISO 8601); author and date created |
 * | ivals | integers | type `int` (cardinalities, sizes) |
 * | lvals | language-tagged texts {lang, text} | type `multiString` (labels, comments) |
 * | nvals | numbers | type `float` |
 * | bvals | booleans | type `bool` |
 * | rvals | references (ids) | object properties, types `id` and `file` |
 *
 * Categories the product has no objects of yet are written as empty arrays, so a file always has all 15.
 */

export const STATE_FORMAT = 'ontoweave-ontology-state';
export const STATE_FORMAT_VERSION = 1;

export const DIFF_CATEGORIES = [
  'classes',
  'properties',
  'instances',
  'rules',
  'views',
  'bookmarks',
  'fieldDescriptors',
  'dependencies',
  'limitDescriptors',
  'roles',
  'instanceAccessDescriptors',
  'discourses',
  'assignments',
  'attachments',
  'subjectAreas',
] as const;
export type DiffCategory = (typeof DIFF_CATEGORIES)[number];

export const VALUE_TYPES = ['tvals', 'svals', 'ivals', 'lvals', 'nvals', 'bvals', 'rvals'] as const;
export type ValueType = (typeof VALUE_TYPES)[number];

export type LangText = { lang: string; text: string };
export type StateValue = string | number | boolean | LangText;

const langTextSchema = z.object({ lang: z.string(), text: z.string() });
const groupOf = <T extends z.ZodType>(value: T) => z.record(z.string(), z.array(value));

export const stateEntitySchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  class: z.array(z.string()),
  tvals: groupOf(z.string()).optional(),
  svals: groupOf(z.string()).optional(),
  ivals: groupOf(z.number()).optional(),
  lvals: groupOf(langTextSchema).optional(),
  nvals: groupOf(z.number()).optional(),
  bvals: groupOf(z.boolean()).optional(),
  rvals: groupOf(z.string()).optional(),
});
export type StateEntity = z.infer<typeof stateEntitySchema>;

export const stateHeaderSchema = z.object({
  format: z.literal(STATE_FORMAT),
  formatVersion: z.number().int().positive(),
  exportedAt: z.string(),
  appVersion: z.string(),
  /** The ontology map exported, or null for the whole ontology. */
  map: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type StateHeader = z.infer<typeof stateHeaderSchema>;

export const stateFileSchema = z.object({
  header: stateHeaderSchema,
  propNames: z.record(z.string(), z.string()),
  categories: z.object(Object.fromEntries(DIFF_CATEGORIES.map((c) => [c, z.array(stateEntitySchema)])) as Record<DiffCategory, z.ZodArray<typeof stateEntitySchema>>),
});
export type StateFile = z.infer<typeof stateFileSchema>;

/** GET /api/ontology/state: `map` exports one ontology map (its classes, properties and their individuals). */
export const stateQuerySchema = z.object({ map: idSchema.optional() }).strict();

// ---- the diff

/** One property's values that differ, by value type. */
export type ValueChange = { type: ValueType; prop: string; propName: string; before: StateValue[]; after: StateValue[] };
/** An entity in both states whose name, classes or values differ. */
export type ChangedEntity = { id: string; name: string; nameBefore?: string; classBefore?: string[]; classAfter?: string[]; values: ValueChange[] };
export type CategoryDiff = { added: StateEntity[]; removed: StateEntity[]; changed: ChangedEntity[] };
export type CategoryStats = { added: number; removed: number; changed: number; unchanged: number };

export type DiffResult = {
  /** Unreadable or invalid state files; with errors there is no diff (domain spec §4). */
  errors: string[];
  warnings: string[];
  stats: Partial<Record<DiffCategory, CategoryStats>>;
  diff: Partial<Record<DiffCategory, CategoryDiff>> | null;
  /** Names of the entities and properties of both states by id, so references and property keys read as names. */
  names: Record<string, string>;
};

const stateValueSchema: z.ZodType<StateValue> = z.union([z.string(), z.number(), z.boolean(), langTextSchema]);
const valueChangeSchema = z.object({ type: z.enum(VALUE_TYPES), prop: z.string(), propName: z.string(), before: z.array(stateValueSchema), after: z.array(stateValueSchema) });
const changedEntitySchema = z.object({
  id: z.string(),
  name: z.string(),
  nameBefore: z.string().optional(),
  classBefore: z.array(z.string()).optional(),
  classAfter: z.array(z.string()).optional(),
  values: z.array(valueChangeSchema),
});
const categoryStatsSchema = z.object({ added: z.number(), removed: z.number(), changed: z.number(), unchanged: z.number() });
const categoryDiffSchema = z.object({ added: z.array(stateEntitySchema), removed: z.array(stateEntitySchema), changed: z.array(changedEntitySchema) });

export const diffResultSchema: z.ZodType<DiffResult> = z.object({
  errors: z.array(z.string()),
  warnings: z.array(z.string()),
  stats: z.partialRecord(z.enum(DIFF_CATEGORIES), categoryStatsSchema),
  diff: z.partialRecord(z.enum(DIFF_CATEGORIES), categoryDiffSchema).nullable(),
  names: z.record(z.string(), z.string()),
});

/** The largest state file the diff accepts (each of the two). */
export const MAX_STATE_FILE_BYTES = 64 * 1024 * 1024;

/** ignoredProps: a JSON array of property ids or names, or a comma-separated list. */
export function parseIgnoredProps(text: string | undefined): string[] {
  const raw = (text ?? '').trim();
  if (!raw) return [];
  if (raw.startsWith('[')) {
    const parsed = z.array(z.string()).safeParse(JSON.parse(raw));
    if (!parsed.success) throw new Error('ignoredProps: a JSON array of property ids or names is expected');
    return parsed.data.map((s) => s.trim()).filter(Boolean);
  }
  return raw.split(',').map((s) => s.trim()).filter(Boolean);
}
