import { z } from 'zod';
import { idSchema } from '../ids';
import { ELEMENT_KINDS, NUMBERING_STRATEGIES, type DocumentDiff, type DocumentElement, type DocumentSnapshot } from './documentElements';

/**
 * Structured documents (domain spec §3.9, §3.10, §4, §7; issue 6): the document/* calls under
 * /api/document, publications and the documents list. Ids travel lowercased (references in
 * content are typed by hand and compared as text). `session` is accepted in bodies for the spec's
 * shape; the caller is the Authorization token (or the data session when no token is sent).
 */

export const DOCUMENT_LIMITS = {
  nameMax: 500,
  titleMax: 2000,
  /** Characters of one element's content (Markdown). */
  contentMax: 200_000,
  elementsMax: 20_000,
  quickViewTimeoutMs: 10_000,
  discussionsDebounceMs: 200,
  tocDepth: 3,
  previewChars: 200,
} as const;

const sessionField = { session: z.string().optional() };
/** update ids are bigint counters: decimal strings on the wire. */
export const updateIdSchema = z.string().regex(/^\d{1,18}$/, 'an update id (digits)');

export const elementSchema = z
  .object({
    innerId: idSchema,
    kind: z.enum(ELEMENT_KINDS),
    title: z.string().max(DOCUMENT_LIMITS.titleMax),
    content: z.string().max(DOCUMENT_LIMITS.contentMax),
    settings: z.record(z.string(), z.unknown()),
    objectId: idSchema.optional(),
    author: idSchema.optional(),
    numberingStrategy: z.enum(NUMBERING_STRATEGIES).optional(),
    startNumberingWith: z.number().int().optional(),
    levelNumberingSetAliases: z.array(z.string().max(200)).optional(),
    pointsToObject: idSchema.optional(),
    pointsToTermin: idSchema.optional(),
    generatorId: idSchema.optional(),
    generatorTemplateElementId: idSchema.optional(),
    generatorSourceStringId: z.string().max(200).optional(),
    generatorSource: z.string().max(DOCUMENT_LIMITS.contentMax).optional(),
    tableColumnId: idSchema.optional(),
    extraClasses: z.array(z.string().max(200)).optional(),
  })
  .strict() satisfies z.ZodType<DocumentElement>;

export const snapshotSchema = z.object({
  rootId: idSchema,
  elements: z.record(idSchema, elementSchema),
  children: z.record(idSchema, z.array(idSchema)),
}) satisfies z.ZodType<DocumentSnapshot>;

export const diffSchema = z.object({
  added: z.array(elementSchema).max(DOCUMENT_LIMITS.elementsMax),
  removed: z.array(idSchema).max(DOCUMENT_LIMITS.elementsMax),
  changed: z.array(z.object({ innerId: idSchema, fields: z.record(z.string(), z.unknown()) })).max(DOCUMENT_LIMITS.elementsMax),
  order: z.record(idSchema, z.array(idSchema)),
}) satisfies z.ZodType<DocumentDiff, DocumentDiff>;

export const accessRightsSchema = z.object({ readOnly: z.boolean(), editContentAllowed: z.boolean(), editStructureAllowed: z.boolean() });

/** A document's header (the Structured document entity of §3.9). */
export const documentHeaderSchema = z.object({
  id: idSchema,
  kind: z.enum(['structured', 'simple']),
  name: z.string(),
  title: z.string(),
  label: z.string(),
  annotation: z.string(),
  subjectArea: z.string().nullable(),
  context: z.array(z.string()),
  classId: idSchema.nullable(),
  isPublic: z.boolean(),
  authorId: idSchema.nullable(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  updateId: updateIdSchema,
});
export type DocumentHeader = z.infer<typeof documentHeaderSchema>;

/** The load modes of §4. */
export const LOAD_MODES = ['edit', 'render', 'quickView', 'publication'] as const;

// ---- document/fetch ----
export const documentFetchSchema = z.object({ documentId: idSchema, mode: z.enum(LOAD_MODES).optional(), publicationId: idSchema.optional(), ...sessionField });
export const loadedDocumentSchema = z.object({
  header: documentHeaderSchema,
  /** The save counter the snapshot is at; also the document's timestamp for dropping queued updates. */
  updateId: updateIdSchema,
  timestamp: z.string(),
  accessRightsResolved: accessRightsSchema,
  snapshot: snapshotSchema,
  /** The stored order chain was broken: the elements are loaded without their order (§4). */
  orderBroken: z.boolean(),
  documentMetadata: z.record(z.string(), z.unknown()),
});
export type LoadedDocument = z.infer<typeof loadedDocumentSchema>;

// ---- document/save ----
export const saveUserSchema = z.object({ id: idSchema, name: z.string().max(500), tab_session_id: z.string().max(200) });
export const documentSaveSchema = z.object({ document: idSchema, updateId: updateIdSchema, user: saveUserSchema, diff: diffSchema, ...sessionField });
export const documentSaveResultSchema = z.object({ updateId: updateIdSchema, saved: z.boolean() });
export type DocumentSaveResult = z.infer<typeof documentSaveResultSchema>;

// ---- document/render, document/quickView ----
export const documentRenderSchema = z.object({
  documentId: idSchema,
  publicationId: idSchema.optional(),
  markup: z.boolean().optional(),
  markupClassFilter: z.array(z.string().max(200)).max(100).optional(),
  ...sessionField,
});
export const renderResultSchema = z.object({ html: z.string(), documentMetadata: z.record(z.string(), z.unknown()), error: z.string().optional() });
export type RenderResult = z.infer<typeof renderResultSchema>;
export const quickViewSchema = z.object({ documentId: idSchema, ...sessionField });

// ---- document/fetchDocumentInstanceDataByElementId ----
export const byElementSchema = z.object({ elementId: idSchema, ...sessionField });
export const byElementResultSchema = z.object({ documentId: idSchema, documentName: z.string(), element: elementSchema, parentId: idSchema.nullable() });

// ---- documents list / create / update / delete (/api/documents) ----
export const documentCreateSchema = z.object({
  kind: z.enum(['structured', 'simple']).default('structured'),
  name: z.string().trim().min(1).max(DOCUMENT_LIMITS.nameMax),
  title: z.string().max(DOCUMENT_LIMITS.titleMax).optional(),
  annotation: z.string().max(DOCUMENT_LIMITS.contentMax).optional(),
});
export const documentUpdateSchema = z
  .object({
    name: z.string().trim().min(1).max(DOCUMENT_LIMITS.nameMax),
    title: z.string().max(DOCUMENT_LIMITS.titleMax),
    label: z.string().max(DOCUMENT_LIMITS.nameMax),
    annotation: z.string().max(DOCUMENT_LIMITS.contentMax),
    isPublic: z.boolean(),
  })
  .partial();
export const documentListQuerySchema = z.object({
  kind: z.enum(['structured', 'simple']).default('structured'),
  search: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});
export const documentListSchema = z.object({ rows: z.array(documentHeaderSchema), total: z.number().int() });

// ---- publications (/api/document/publications) ----
export const publicationCreateSchema = z.object({
  documentId: idSchema,
  name: z.string().trim().min(1).max(DOCUMENT_LIMITS.nameMax),
  code: z.string().max(200).optional(),
  annotation: z.string().max(DOCUMENT_LIMITS.contentMax).optional(),
  isPublic: z.boolean().default(false),
});
export const publicationSchema = z.object({
  id: idSchema,
  documentId: idSchema,
  code: z.string(),
  name: z.string(),
  annotation: z.string(),
  authorId: idSchema.nullable(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
  isPublic: z.boolean(),
  updateId: updateIdSchema,
});
export type Publication = z.infer<typeof publicationSchema>;
export const publicationWithSnapshotSchema = publicationSchema.extend({ snapshot: snapshotSchema, contentHtml: z.string() });

/** GET /api/public/structuredDoc/{documentId}/{publicationId?}: a public publication and its document's name. */
export const publicStructuredDocSchema = publicationWithSnapshotSchema.extend({ documentName: z.string(), documentTitle: z.string() });
export type PublicStructuredDoc = z.infer<typeof publicStructuredDocSchema>;

/** GET /api/documents/{id}: the header with the caller's rights on the document. */
export const documentWithAccessSchema = documentHeaderSchema.extend({ accessRightsResolved: accessRightsSchema });
export type DocumentWithAccess = z.infer<typeof documentWithAccessSchema>;

/** POST /api/document/save refused as stale (409): the update id the document is at now. */
export const staleSaveSchema = z.object({ error: z.string(), updateId: updateIdSchema });
