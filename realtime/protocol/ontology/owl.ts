import { z } from 'zod';
import { idSchema } from '../ids';

import { ontologyCountsSchema } from './stats';

/**
 * OWL interchange: importing a Turtle or RDF/XML file into a map as a deferred job with live
 * progress, and exporting the ontology (or one map) as Turtle or RDF/XML.
 */
export const OWL_FORMATS = ['turtle', 'rdfxml'] as const;
export type OwlFormat = (typeof OWL_FORMATS)[number];
/** File name extensions offered by the file picker. */
export const OWL_FILE_ACCEPT = '.owl,.rdf,.ttl,.xml';
export const OWL_MAX_FILE_BYTES = 50 * 1024 * 1024;

/**
 * Text fields of POST /api/ontology/import (multipart), besides the `file` part. Without `map` a
 * new ontology map is created, named after the ontology (or the file); without `format` (or
 * `auto`) it is detected from the file's extension and content.
 */
export const owlImportFieldsSchema = z
  .object({
    map: idSchema.optional(),
    format: z.enum([...OWL_FORMATS, 'auto']).optional(),
  })
  .strict();
export type OwlImportFields = z.infer<typeof owlImportFieldsSchema>;

/** The answer of POST /api/ontology/import, given at once; the import runs afterwards. */
export const owlImportStartedSchema = z.object({ importId: idSchema, mapId: idSchema });
export type OwlImportStarted = z.infer<typeof owlImportStartedSchema>;

export const OWL_IMPORT_STATUSES = ['pending', 'running', 'completed', 'failed'] as const;
export type OwlImportStatus = (typeof OWL_IMPORT_STATUSES)[number];

/** What an import wrote (or, while running, has read so far). */
export const owlImportCountsSchema = ontologyCountsSchema.extend({
  /** RDF triples read from the file. */
  triples: z.number().int().nonnegative(),
});
export type OwlImportCounts = z.infer<typeof owlImportCountsSchema>;

/** Why an import failed: the problem and, for a parse error, where in the file. */
export const owlImportErrorSchema = z.object({
  line: z.number().int().positive().optional(),
  column: z.number().int().positive().optional(),
  message: z.string(),
});
export type OwlImportError = z.infer<typeof owlImportErrorSchema>;

/** GET /api/ontology/import/:id (the owner or an administrator). */
export const owlImportStatusSchema = z.object({
  importId: idSchema,
  mapId: idSchema,
  fileName: z.string(),
  format: z.enum(OWL_FORMATS).nullable(),
  status: z.enum(OWL_IMPORT_STATUSES),
  /** 0..1: parsing is the first half, writing the second. */
  progress: z.number().min(0).max(1),
  counts: owlImportCountsSchema,
  /** Why it failed. Not named `error`: an answer with an `error` field is an API error to every client. */
  problem: owlImportErrorSchema.nullable(),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
});
export type OwlImportStatusAnswer = z.infer<typeof owlImportStatusSchema>;

/** GET /api/ontology/export?format=turtle|rdfxml[&map=id]: a file download. */
export const owlExportQuerySchema = z
  .object({ format: z.enum(OWL_FORMATS), map: idSchema.optional() })
  .strict();
export type OwlExportQuery = z.infer<typeof owlExportQuerySchema>;
