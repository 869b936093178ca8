import { z } from 'zod';
import { idSchema } from './ids';

/**
 * Ontology-wide endpoints (issue 5): the counts of classes, properties and individuals per
 * ontology map, and OWL interchange — importing a Turtle or RDF/XML file into a map as a deferred
 * job with live progress, and exporting the ontology (or one map) as Turtle or RDF/XML.
 */

/** How many entities of each kind; the built-in meta-model is never counted. */
export const ontologyCountsSchema = z.object({
  classes: z.number().int().nonnegative(),
  objectProperties: z.number().int().nonnegative(),
  dataProperties: z.number().int().nonnegative(),
  /** Instances that are not classes, properties or meta-model objects (maps, commands, …). */
  individuals: z.number().int().nonnegative(),
});
export type OntologyCounts = z.infer<typeof ontologyCountsSchema>;

/** GET /api/ontology/stats[?map=id]: with `map`, `maps` holds only that map. */
export const ontologyStatsQuerySchema = z.object({ map: idSchema.optional() }).strict();
export type OntologyStatsQuery = z.infer<typeof ontologyStatsQuerySchema>;

export const ontologyMapCountsSchema = ontologyCountsSchema.extend({ id: idSchema, name: z.string() });
export type OntologyMapCounts = z.infer<typeof ontologyMapCountsSchema>;

/** Totals over the whole ontology (every entity, in a map or not) and the counts of each map (entities tagged with it). */
export const ontologyStatsSchema = z.object({ total: ontologyCountsSchema, maps: z.array(ontologyMapCountsSchema) });
export type OntologyStats = z.infer<typeof ontologyStatsSchema>;

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
