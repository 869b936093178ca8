import { z } from 'zod';
import { idSchema } from './ids';
import { codeSchema } from './semanticSearch';

/**
 * Reports (domain spec §3.9): a template of text mixed with blocks (tables, aggregated values,
 * charts) bound to saved semantic searches, its sources. Rendered in the browser from the searches'
 * live answers; the server keeps the report and decides who reads and changes it.
 */

/** What a template calls a source: `{{table:sales}}` (letters, digits, underscores). */
export const ALIAS_RE = /^[A-Za-z0-9_]{1,40}$/;
export const aliasSchema = z.string().regex(ALIAS_RE, 'имя источника состоит из латинских букв, цифр и подчёркиваний');

/** Rows a table block shows unless the source says otherwise; the most it may show. */
export const DEFAULT_TABLE_ROWS = 50;
export const MAX_TABLE_ROWS = 1000;
export const MAX_SOURCES = 20;
export const MAX_TEMPLATE = 100_000;

/** A source's settings (`ssData`): its alias in the template, its name when picked, the table's rows and columns. */
export const sourceSettingsSchema = z
  .object({
    alias: aliasSchema,
    /** The search's name when it was picked: shown when the reader may not read the search. */
    name: z.string().max(300).default(''),
    /** Rows a table block of this source shows. */
    limit: z.number().int().min(1).max(MAX_TABLE_ROWS).default(DEFAULT_TABLE_ROWS),
    /** Column codes a table block shows, in this order; empty: all the search's visible columns. */
    columns: z.array(codeSchema).max(100).default([]),
  })
  .strict();
export type SourceSettings = z.infer<typeof sourceSettingsSchema>;

/** A user the report is shared with: reads it, or (edit) changes it too. */
export const reportAssignmentSchema = z.object({ userId: idSchema, edit: z.boolean() }).strict();
export type ReportAssignment = z.infer<typeof reportAssignmentSchema>;

/** POST /api/reports (create), PUT /api/reports/:id (replace). */
export const saveReportSchema = z
  .object({
    name: z.string().trim().min(1, 'Укажите название отчёта').max(300),
    annotation: z.string().max(4000).default(''),
    /** Saved semantic search ids, in the designer's order. */
    source: z.array(idSchema).max(MAX_SOURCES).default([]),
    template: z.string().max(MAX_TEMPLATE).default(''),
    /** Settings per source, by search id. */
    ssData: z.record(idSchema, sourceSettingsSchema).default({}),
  })
  .strict();
export type SaveReport = z.infer<typeof saveReportSchema>;

/** PUT /api/reports/:id/sharing; GET answers the same with the users' names. */
export const reportSharingInputSchema = z
  .object({
    /** Roles whose holders read the report. */
    role: z.array(idSchema).max(100),
    assignments: z.array(reportAssignmentSchema).max(500),
  })
  .strict();
export type ReportSharingInput = z.infer<typeof reportSharingInputSchema>;

export const reportSharingSchema = z.object({
  role: z.array(idSchema),
  assignments: z.array(reportAssignmentSchema.extend({ name: z.string(), login: z.string() })),
});
export type ReportSharing = z.infer<typeof reportSharingSchema>;

/** A report in the list. */
export const reportSummarySchema = z.object({
  id: idSchema,
  name: z.string(),
  annotation: z.string(),
  author: idSchema.nullable(),
  authorName: z.string(),
  date_create: z.string(),
  /** The caller may change, share and delete it. */
  mayEdit: z.boolean(),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

/** GET /api/reports/:id — the whole report. */
export const reportSchema = reportSummarySchema.extend({
  source: z.array(idSchema),
  template: z.string(),
  ssData: z.record(z.string(), sourceSettingsSchema),
  role: z.array(idSchema),
  assignments: z.array(reportAssignmentSchema),
});
export type Report = z.infer<typeof reportSchema>;

/** GET /api/reports — the reports the caller may read, newest first. */
export const reportListSchema = z.object({ items: z.array(reportSummarySchema) });
export type ReportList = z.infer<typeof reportListSchema>;

/** POST /api/reports/:id/copy — an optional name for the copy (default: «{name} (копия)»). */
export const copyReportSchema = z.object({ name: z.string().trim().min(1).max(300).optional() }).strict();
