import { z } from 'zod';
import { idSchema } from './ids';
import { IMPORT_STATUSES } from './hubEvents';

/**
 * Imports of rows into a class (issue 4): CSV and Excel uploads, Google spreadsheet links, their
 * status and per-row results. The server validates what arrives with these schemas; the browser
 * parses the answers with them.
 */

/** The mapping target that fills the instance name instead of a property. */
export const NAME_TARGET = 'name';
export const MAX_IMPORT_COLUMNS = 500;

/** Column label → property id (or NAME_TARGET). Columns left out are not imported. */
export const importMappingSchema = z
  .record(z.string().min(1).max(500), z.union([idSchema, z.literal(NAME_TARGET)]))
  .refine((m) => Object.keys(m).length > 0, { message: 'Не сопоставлен ни один столбец' })
  .refine((m) => Object.keys(m).length <= MAX_IMPORT_COLUMNS, { message: `Не более ${MAX_IMPORT_COLUMNS} столбцов` });
export type ImportMapping = z.infer<typeof importMappingSchema>;

/** `mapping` arrives as JSON text inside a multipart form. */
const mappingJsonSchema = z.string().transform((text, ctx) => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'mapping: ожидается JSON-объект' });
    return z.NEVER;
  }
});

const importNameSchema = z.string().trim().max(200).optional();

/** Text fields of POST /api/import (multipart), besides the `file` part. */
export const importUploadFieldsSchema = z
  .object({ class: idSchema, mapping: mappingJsonSchema.pipe(importMappingSchema), name: importNameSchema })
  .strict();
export type ImportUploadFields = z.infer<typeof importUploadFieldsSchema>;

/** The spec's messages for a spreadsheet link (domain spec §5). */
export const SPREADSHEET_LINK_MESSAGES = {
  missing: 'Не указана ссылка на таблицу',
  noId: 'Не удалось извлечь идентификатор таблицы из ссылки',
} as const;

/** POST /api/import/spreadsheet: rows of a Google spreadsheet, read by the server. */
export const spreadsheetImportSchema = z
  .object({
    link: z.string().min(1, SPREADSHEET_LINK_MESSAGES.missing).max(2000),
    class: idSchema,
    mapping: importMappingSchema,
    name: importNameSchema,
  })
  .strict();
export type SpreadsheetImport = z.infer<typeof spreadsheetImportSchema>;

/** The spreadsheet id is the path segment between `/d/` and `/edit`; null when the link has none. */
export function extractSpreadsheetId(link: string): string | null {
  const match = /\/d\/([A-Za-z0-9_-]+)\/edit/.exec(link.trim());
  return match?.[1] ?? null;
}

/** A spreadsheet link's problem in the spec's words, or null when the id can be read from it. */
export function spreadsheetLinkError(link: string | undefined): string | null {
  if (!link?.trim()) return SPREADSHEET_LINK_MESSAGES.missing;
  return extractSpreadsheetId(link) ? null : SPREADSHEET_LINK_MESSAGES.noId;
}

export const importStartedSchema = z.object({ importId: idSchema });
export type ImportStarted = z.infer<typeof importStartedSchema>;

export const IMPORT_SOURCES = ['csv', 'xlsx', 'spreadsheet'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];
export const importStatusSchema = z.enum(IMPORT_STATUSES);
export type ImportStatus = z.infer<typeof importStatusSchema>;

/** An import as lists show it. `progress.done` counts rows handled (imported or rejected). */
export const importSummarySchema = z.object({
  id: idSchema,
  name: z.string(),
  source: z.enum(IMPORT_SOURCES),
  fileName: z.string(),
  classId: idSchema,
  className: z.string(),
  ownerId: idSchema,
  ownerName: z.string(),
  status: importStatusSchema,
  progress: z.object({ done: z.number().int(), total: z.number().int(), rejected: z.number().int() }),
  imported: z.number().int(),
  /** Why the whole import failed; null otherwise. */
  message: z.string().nullable(),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

/** One rejected row: its number in the file (1 = the first data row) and why. */
export const importRowResultSchema = z.object({ row: z.number().int(), status: z.literal('rejected'), message: z.string() });
export type ImportRowResult = z.infer<typeof importRowResultSchema>;

export const MAX_RESULTS_SHOWN = 1000;
/** GET /api/import/{id}: the import document with its rejected rows (the first MAX_RESULTS_SHOWN). */
export const importDetailSchema = importSummarySchema.extend({
  mapping: importMappingSchema,
  results: z.array(importRowResultSchema),
});
export type ImportDetail = z.infer<typeof importDetailSchema>;

export const importListSchema = z.object({ imports: z.array(importSummarySchema) });
export const importListQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }).strict();

/** The value type a column's sample looks like, to suggest and check a mapping. */
export const DETECTED_TYPES = ['int', 'float', 'date', 'bool', 'string', 'empty'] as const;
export type DetectedType = (typeof DETECTED_TYPES)[number];

export const PREVIEW_ROWS = 20;
/** POST /api/import/spreadsheet/preview: the rows of a spreadsheet link, before anything is imported. */
export const spreadsheetPreviewRequestSchema = z.object({ link: z.string().max(2000) }).strict();

/** POST /api/import/preview (multipart `file`): what the file holds, before anything is imported. */
export const importPreviewSchema = z.object({
  source: z.enum(IMPORT_SOURCES),
  encoding: z.string().nullable(),
  columns: z.array(z.object({ label: z.string(), type: z.enum(DETECTED_TYPES) })),
  rows: z.array(z.record(z.string(), z.string())),
  total: z.number().int(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** POST /api/import/check: sample rows checked against a mapping with the import's own rules. */
export const importCheckSchema = z
  .object({
    class: idSchema,
    mapping: importMappingSchema,
    rows: z.array(z.record(z.string().max(500), z.string().max(100_000))).max(100),
  })
  .strict();
export type ImportCheck = z.infer<typeof importCheckSchema>;
/** Per column: how many sample values do not fit the property, and the first such message. */
export const importCheckResultSchema = z.object({
  columns: z.record(z.string(), z.object({ bad: z.number().int(), message: z.string().nullable() })),
  /** A problem of the mapping as a whole (a missing column, an unmapped required field). */
  problem: z.string().nullable(),
});
export type ImportCheckResult = z.infer<typeof importCheckResultSchema>;
