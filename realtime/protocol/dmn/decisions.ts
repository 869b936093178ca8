import { z } from 'zod';
import { idSchema } from '../ids';

/**
 * DMN decisions (domain spec §3.5; platform spec §2 `/dmn`, `/dmn/{id}`). A decision entity is a
 * DMN model — a decision requirements diagram with its decision tables, literal expressions and
 * business knowledge models — stored as DMN 1.5 XML, plus the spec's fields. Every version is a
 * decision entity of its own (versionNumber, rootVersionDmn, sourceVersionDmn); `revision` counts
 * the saves of one entity, and a save names the revision it started from, so two people saving
 * the same decision are never silently overwritten (the later one gets a conflict).
 */

/** Hit policies as DMN writes them; COLLECT takes an aggregation. */
export const HIT_POLICIES = ['UNIQUE', 'ANY', 'PRIORITY', 'FIRST', 'RULE ORDER', 'OUTPUT ORDER', 'COLLECT'] as const;
export const hitPolicySchema = z.enum(HIT_POLICIES);
export type HitPolicy = z.infer<typeof hitPolicySchema>;
export const AGGREGATIONS = ['SUM', 'MIN', 'MAX', 'COUNT'] as const;
export const aggregationSchema = z.enum(AGGREGATIONS);
export type Aggregation = z.infer<typeof aggregationSchema>;

/** Column types of the spec (§3.5); the typeRef written in the XML. */
export const COLUMN_TYPES = ['string', 'boolean', 'date', 'double', 'integer', 'long'] as const;
export const columnTypeSchema = z.enum(COLUMN_TYPES);
export type ColumnType = z.infer<typeof columnTypeSchema>;

/** The DMN versions a file is read from and written as. */
export const dmnVersionSchema = z.enum(['1.3', '1.5']);
export type DmnVersion = z.infer<typeof dmnVersionSchema>;

/**
 * An input or output column bound to an ontology property: `columnId` is the id of the
 * `<input>`/`<output>` element in the XML, `decisionId` the id of its `<decision>` element.
 * The column's typeRef follows the property's type.
 */
export const columnBindingSchema = z
  .object({
    decisionId: z.string().min(1).max(200),
    columnId: z.string().min(1).max(200),
    kind: z.enum(['input', 'output']),
    propId: idSchema,
  })
  .strict();
export type ColumnBinding = z.infer<typeof columnBindingSchema>;

/** A flag raised on a decision when a property one of its columns is bound to was deleted or retyped. */
export const decisionProblemSchema = z.object({
  kind: z.enum(['propertyDeleted', 'propertyRetyped']),
  columnId: z.string(),
  propId: idSchema,
  /** The property's name when the flag was raised (it may be gone since). */
  propName: z.string(),
  /** Ready to show, in Russian (the server's language for stored text). */
  message: z.string(),
  at: z.string(),
});
export type DecisionProblem = z.infer<typeof decisionProblemSchema>;

export const personSchema = z.object({ id: idSchema, name: z.string() });

/** A decision as lists show it. */
export const decisionSummarySchema = z.object({
  id: idSchema,
  name: z.string(),
  systemName: z.string(),
  hitPolicy: hitPolicySchema,
  author: personSchema.nullable(),
  date_create: z.string(),
  updatedAt: z.string(),
  versionNumber: z.number().int().positive(),
  rootVersionDmn: idSchema,
  sourceVersionDmn: idSchema.nullable(),
  /** How many versions its family (same rootVersionDmn) has. */
  versions: z.number().int().positive(),
  /** It has problems (a bound property deleted or retyped). */
  flagged: z.boolean(),
  canEdit: z.boolean(),
});
export type DecisionSummary = z.infer<typeof decisionSummarySchema>;

/** GET /api/dmn: `search` matches the name or system name; `author` is a user id; `versions: 'latest'` keeps the newest version of each family. */
export const decisionListQuerySchema = z
  .object({
    search: z.string().max(200).optional(),
    author: idSchema.optional(),
    versions: z.enum(['all', 'latest']).default('latest'),
    offset: z.coerce.number().int().min(0).default(0),
    limit: z.coerce.number().int().min(1).max(500).default(100),
  })
  .strict();
export type DecisionListQuery = z.infer<typeof decisionListQuerySchema>;
export const decisionListSchema = z.object({ rows: z.array(decisionSummarySchema), count: z.number().int() });
export type DecisionList = z.infer<typeof decisionListSchema>;

/** A decision as its editor opens it. */
export const decisionSchema = decisionSummarySchema.extend({
  /** DMN 1.5 XML. */
  xml: z.string(),
  revision: z.number().int().positive(),
  childrenDMN: z.array(idSchema),
  bindings: z.array(columnBindingSchema),
  problems: z.array(decisionProblemSchema),
  /** Users the decision is given to (assignments with the reader or editor role) and the role codes. */
  assignments: z.array(z.object({ userId: idSchema, name: z.string(), edit: z.boolean() })),
  role: z.array(z.string()),
  updatedBy: personSchema.nullable(),
});
export type Decision = z.infer<typeof decisionSchema>;

const nameSchema = z.string().trim().min(1, 'Укажите название').max(300);
const systemNameSchema = z.string().trim().max(200).regex(/^[A-Za-z_][A-Za-z0-9_]*$|^$/, 'Системное имя: латинские буквы, цифры и подчёркивания');

/** POST /api/dmn: a new decision, empty (one decision table) or from `xml` (an imported DMN 1.3 or 1.5 file). */
export const decisionCreateSchema = z
  .object({
    name: nameSchema.optional(),
    systemName: systemNameSchema.optional(),
    hitPolicy: hitPolicySchema.default('UNIQUE'),
    xml: z.string().max(5_000_000).optional(),
  })
  .strict()
  .refine((v) => v.name !== undefined || v.xml !== undefined, { message: 'Укажите название', path: ['name'] });
export type DecisionCreate = z.infer<typeof decisionCreateSchema>;

/** PUT /api/dmn/:id: saves the editor's state; `revision` is the revision it started from. */
export const decisionSaveSchema = z
  .object({
    revision: z.number().int().positive(),
    name: nameSchema,
    systemName: systemNameSchema.default(''),
    xml: z.string().min(1).max(5_000_000),
    bindings: z.array(columnBindingSchema).max(2000).default([]),
    childrenDMN: z.array(idSchema).max(500).default([]),
  })
  .strict();
export type DecisionSave = z.infer<typeof decisionSaveSchema>;

/**
 * 409 of a save: someone saved since `revision`. `current` is the stored decision now; `base` the XML
 * of the revision the save started from (for a three-way merge), null when that revision is unknown.
 */
export const decisionConflictSchema = z.object({ error: z.string(), current: decisionSchema, base: z.string().nullable() });
export type DecisionConflict = z.infer<typeof decisionConflictSchema>;

/** GET /api/dmn/:id/export?version=1.5|1.3 answers the XML file. */
export const decisionExportQuerySchema = z.object({ version: dmnVersionSchema.default('1.5') }).strict();

/** POST /api/dmn/:id/versions: saves the decision as a new version (versionNumber + 1, source = :id). */
export const decisionVersionCreateSchema = z.object({ name: nameSchema.optional() }).strict();
/** POST /api/dmn/:id/restore: makes version `from` (same family) the newest version again (a new version copied from it). */
export const decisionRestoreSchema = z.object({ from: idSchema }).strict();

/** GET /api/dmn/:id/compare/:other — rule by rule, per decision table of the model. */
export const ruleChangeSchema = z.object({
  kind: z.enum(['added', 'removed', 'changed', 'moved', 'same']),
  /** Rule numbers (1-based) in the left (:id) and right (:other) table; null where absent. */
  left: z.number().int().nullable(),
  right: z.number().int().nullable(),
  ruleId: z.string(),
  /** Cells as text: inputs then outputs then the annotation, per side. */
  leftCells: z.array(z.string()).nullable(),
  rightCells: z.array(z.string()).nullable(),
  /** Indexes of the cells that differ (changed rules). */
  changedCells: z.array(z.number().int()),
});
export type RuleChange = z.infer<typeof ruleChangeSchema>;
export const tableComparisonSchema = z.object({
  decisionId: z.string(),
  name: z.string(),
  /** present: in both, added: only on the right, removed: only on the left. */
  presence: z.enum(['both', 'added', 'removed']),
  columns: z.array(z.string()),
  hitPolicy: z.object({ left: z.string().nullable(), right: z.string().nullable() }),
  rules: z.array(ruleChangeSchema),
});
export type TableComparison = z.infer<typeof tableComparisonSchema>;
export const decisionComparisonSchema = z.object({
  left: decisionSummarySchema,
  right: decisionSummarySchema,
  tables: z.array(tableComparisonSchema),
});
export type DecisionComparison = z.infer<typeof decisionComparisonSchema>;

export const compareParamsSchema = z.object({ id: idSchema, other: idSchema }).strict();

/**
 * PUT /api/dmn/:id/sharing (B1, additive): the users the decision is given to — `edit` gives the editor
 * role on it (change and share), otherwise the reader role. GET answers the same with the users' names.
 */
export const decisionSharingInputSchema = z
  .object({ assignments: z.array(z.object({ userId: idSchema, edit: z.boolean() }).strict()).max(500) })
  .strict();
export type DecisionSharingInput = z.infer<typeof decisionSharingInputSchema>;
export const decisionSharingSchema = z.object({
  assignments: z.array(z.object({ userId: idSchema, name: z.string(), login: z.string(), edit: z.boolean() })),
});
export type DecisionSharing = z.infer<typeof decisionSharingSchema>;
