import { z } from 'zod';
import { idSchema } from './ids';
import { reportSharingInputSchema, reportSharingSchema, type ReportSharing, type ReportSharingInput } from './reports';

/**
 * Formal concept analysis (issue 18; domain spec §3.9 "FCA entry: name, annotation, date_create,
 * author, settings"): an entry keeps how its formal context is made — from the ontology (objects:
 * a class's instances or a saved search's rows; attributes: classes, boolean properties, scaled
 * property values) or uploaded (Burmeister .cxt or CSV, then editable) — and the analysis settings.
 * The browser computes concepts, the lattice and implications in a worker; a context too large
 * for it is computed on the server as a run (progress, stop, any process answers).
 */

/** Beyond these the browser says the context is too large and offers the server. */
export const BROWSER_MAX_CELLS = 2_000_000;
export const BROWSER_MAX_CONCEPTS = 50_000;
/** What a context may hold at all (built or uploaded). */
export const MAX_OBJECTS = 100_000;
export const MAX_ATTRIBUTES = 2_000;
export const MAX_NAME = 300;

/** How a numeric or date property's values become attributes. */
export const SCALES = ['nominal', 'ordinal'] as const;
export type Scale = (typeof SCALES)[number];

/**
 * A property whose values become attributes. nominal: one attribute per distinct value
 * («цена = 10»); ordinal: one per threshold («цена ≤ 10», thresholds ascending; numbers or
 * ISO dates). Text and reference properties are nominal only.
 */
export const valueAttributeSchema = z
  .object({
    prop: idSchema,
    scale: z.enum(SCALES).default('nominal'),
    thresholds: z.array(z.union([z.number(), z.string().max(40)])).max(100).default([]),
  })
  .strict();
export type ValueAttribute = z.infer<typeof valueAttributeSchema>;

/** Where the objects come from: the instances of a class (with its subclasses' optionally) or a saved search's rows. */
export const objectSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('class'), classId: idSchema, withSubclasses: z.boolean().default(true) }).strict(),
  z.object({ kind: z.literal('search'), searchId: idSchema }).strict(),
]);
export type ObjectSource = z.infer<typeof objectSourceSchema>;

/** The analysis' choices kept with the entry (thresholds of the tables, the lattice's filter). */
export const analysisSettingsSchema = z
  .object({
    /** Association rules: least support (share of objects, 0–1) and confidence (0–1). */
    minSupport: z.number().min(0).max(1).default(0.1),
    minConfidence: z.number().min(0).max(1).default(0.8),
    /** The lattice shows concepts whose extent holds at least this many objects. */
    latticeMinExtent: z.number().int().min(0).default(0),
  })
  .strict();
export type AnalysisSettings = z.infer<typeof analysisSettingsSchema>;
export const DEFAULT_ANALYSIS: AnalysisSettings = { minSupport: 0.1, minConfidence: 0.8, latticeMinExtent: 0 };

export const ontologyContextSettingsSchema = z
  .object({
    source: z.literal('ontology'),
    objects: objectSourceSchema,
    attributes: z
      .object({
        classes: z.array(idSchema).max(MAX_ATTRIBUTES).default([]),
        booleanProps: z.array(idSchema).max(MAX_ATTRIBUTES).default([]),
        values: z.array(valueAttributeSchema).max(200).default([]),
      })
      .strict(),
    analysis: analysisSettingsSchema.default(DEFAULT_ANALYSIS),
  })
  .strict();

export const uploadedContextSettingsSchema = z
  .object({
    source: z.literal('upload'),
    format: z.enum(['cxt', 'csv']),
    fileName: z.string().max(MAX_NAME).default(''),
    analysis: analysisSettingsSchema.default(DEFAULT_ANALYSIS),
  })
  .strict();

/** The entry's `settings` (stored as a JSON string, as the spec has it). */
export const fcaSettingsSchema = z.discriminatedUnion('source', [ontologyContextSettingsSchema, uploadedContextSettingsSchema]);
export type FcaSettings = z.infer<typeof fcaSettingsSchema>;
export type OntologyContextSettings = z.infer<typeof ontologyContextSettingsSchema>;

/**
 * A formal context on the wire: names, and per object the indices of its attributes (sorted).
 * `objectIds`: the instance behind each object (context from the ontology), null when uploaded.
 */
export const formalContextSchema = z
  .object({
    objects: z.array(z.string().max(MAX_NAME)).max(MAX_OBJECTS),
    attributes: z.array(z.string().max(MAX_NAME)).max(MAX_ATTRIBUTES),
    incidence: z.array(z.array(z.number().int().nonnegative())),
  })
  .strict()
  .superRefine((c, ctx) => {
    if (c.incidence.length !== c.objects.length) ctx.addIssue({ code: 'custom', path: ['incidence'], message: 'одна строка на объект' });
    c.incidence.forEach((row, i) => {
      if (row.some((a) => a >= c.attributes.length)) ctx.addIssue({ code: 'custom', path: ['incidence', i], message: 'номер признака вне контекста' });
    });
  });
export type FormalContextWire = z.infer<typeof formalContextSchema>;

/** POST /api/fca (create), PUT /api/fca/:id (change; `revision` is the one the change was made on). */
export const saveFcaSchema = z
  .object({
    name: z.string().trim().min(1, 'Укажите название анализа').max(MAX_NAME),
    annotation: z.string().max(4000).default(''),
    settings: fcaSettingsSchema,
    /** An uploaded entry's context (required when settings.source is 'upload'). */
    context: formalContextSchema.optional(),
    revision: z.number().int().nonnegative().optional(),
  })
  .strict();
export type SaveFca = z.infer<typeof saveFcaSchema>;

/** An entry in the list. */
export const fcaSummarySchema = z.object({
  id: idSchema,
  name: z.string(),
  annotation: z.string(),
  source: z.enum(['ontology', 'upload']),
  author: idSchema.nullable(),
  authorName: z.string(),
  date_create: z.string(),
  mayEdit: z.boolean(),
});
export type FcaSummary = z.infer<typeof fcaSummarySchema>;
export const fcaListSchema = z.object({ items: z.array(fcaSummarySchema) });
export type FcaList = z.infer<typeof fcaListSchema>;

/** GET /api/fca/:id */
export const fcaEntrySchema = fcaSummarySchema.extend({ settings: fcaSettingsSchema, revision: z.number().int() });
export type FcaEntry = z.infer<typeof fcaEntrySchema>;

/** An attribute of a context built from the ontology: what it stands for (shown as its name). */
export const contextAttributeSchema = z.object({
  name: z.string(),
  kind: z.enum(['class', 'boolean', 'value', 'uploaded']),
  /** The class or property it comes from. */
  ref: idSchema.nullable(),
});
export type ContextAttribute = z.infer<typeof contextAttributeSchema>;

/**
 * GET /api/fca/:id/context and POST /api/fca/context-preview: the context as it is now. `reads`:
 * the classes whose changes may change it (the browser watches them and asks again).
 */
export const contextAnswerSchema = z.object({
  context: formalContextSchema,
  objectIds: z.array(idSchema.nullable()),
  /** The class an object is opened under (`/examp_list/{linkClass}?inst={objectId}`): the source class or the search's root class. */
  linkClass: idSchema.nullable(),
  attributeInfo: z.array(contextAttributeSchema),
  reads: z.object({ classes: z.array(idSchema), props: z.array(idSchema) }),
  /** objects × attributes is beyond what the browser computes: offer the server. */
  tooLargeForBrowser: z.boolean(),
});
export type ContextAnswer = z.infer<typeof contextAnswerSchema>;

/** The language attribute and object names are given in (labels in it, else names). */
export const fcaLangSchema = z.enum(['ru', 'en']).default('ru');
/** GET /api/fca/:id/context?lang=ru|en, GET /api/fca/:id/context.cxt?lang=ru|en */
export const contextQuerySchema = z.object({ lang: fcaLangSchema }).strict();

/** POST /api/fca/context-preview: the settings of a context not yet saved. */
export const contextPreviewSchema = z.object({ settings: ontologyContextSettingsSchema, lang: fcaLangSchema }).strict();

/** POST /api/fca/upload (multipart: file, name?) — .cxt or .csv; a malformed file names its line. */
export const uploadProblemSchema = z.object({ error: z.string(), line: z.number().int().positive().optional() });

/** A computed lattice on the wire: concepts by extent and intent (indices), covers as [lower, upper]. */
export const latticeSchema = z.object({
  concepts: z.array(z.object({ extent: z.array(z.number().int()), intent: z.array(z.number().int()) })),
  covers: z.array(z.tuple([z.number().int(), z.number().int()])),
});
export type LatticeWire = z.infer<typeof latticeSchema>;

export const implicationSchema = z.object({ premise: z.array(z.number().int()), conclusion: z.array(z.number().int()), support: z.number().int() });
export const associationRuleSchema = implicationSchema.extend({ confidence: z.number() });

/** A server run (POST /api/fca/:id/runs; GET …/runs/:runId; DELETE …/runs/:runId stops it). */
export const FCA_RUN_STATES = ['queued', 'running', 'done', 'failed', 'stopped'] as const;
export const fcaRunSchema = z.object({
  id: idSchema,
  entryId: idSchema,
  /** The fingerprint of the context the run computed (model/fca/fingerprint.ts). */
  contextHash: z.string(),
  state: z.enum(FCA_RUN_STATES),
  /** 0–1 */
  progress: z.number(),
  /** Figures so far (concepts found) and at the end. */
  concepts: z.number().int(),
  covers: z.number().int().nullable(),
  implications: z.number().int().nullable(),
  error: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  /**
   * When done: the lattice of the concepts whose extent holds at least `minExtent` objects (the whole
   * lattice when it is small enough to draw), and the implication base when it was computed.
   */
  result: z
    .object({
      minExtent: z.number().int(),
      lattice: latticeSchema,
      implications: z.array(implicationSchema).nullable(),
    })
    .nullable(),
});
export type FcaRun = z.infer<typeof fcaRunSchema>;
/** `lang`: the language the context's names are in (the browser's, so its fingerprint matches the context shown). */
export const startFcaRunSchema = z.object({ implications: z.boolean().default(true), lang: fcaLangSchema }).strict();

/** GET /api/fca/:id/runs/:runId and DELETE (stop). */
export const fcaRunParamsSchema = z.object({ id: idSchema, runId: idSchema }).strict();

/** POST /api/fca/upload: the text fields beside the file (the name defaults to the file's, without its extension). */
export const fcaUploadFieldsSchema = z.object({ name: z.string().trim().max(MAX_NAME).optional() }).strict();

/** GET /api/fca/:id/sharing answers, PUT takes, who the entry is shared with — as reports are shared (roles; users as readers or editors). */
export const fcaSharingInputSchema = reportSharingInputSchema;
export type FcaSharingInput = ReportSharingInput;
export const fcaSharingSchema = reportSharingSchema;
export type FcaSharing = ReportSharing;

/** 409 of PUT /api/fca/:id: the entry as it is now (someone saved meanwhile). */
export const fcaConflictSchema = z.object({ error: z.string(), current: fcaEntrySchema });
