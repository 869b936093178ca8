import { z } from 'zod';
import { idSchema } from '../ids';

/**
 * Simple documents and their publications (domain spec §3.9; platform spec §2 "Documents").
 * Signed-in users: /api/simpleDocs (documents), /api/simpleDocs/publications (publications and
 * their document trees), /api/simpleDocs/termin/{id} (a term's page). Everybody:
 * /api/public/doc/{id} and /api/public/doctree/{id}, which answer only for public things — anything
 * else answers exactly like an unknown id (404). Content is Markdown; the server renders it into
 * sanitized HTML (`html`), with the references of §3.10 turned into links.
 */

export const SIMPLE_DOC_LIMITS = {
  nameMax: 500,
  codeMax: 200,
  annotationMax: 20_000,
  /** Characters of a document's Markdown content. */
  contentMax: 500_000,
  statusMax: 100,
  pageMax: 200,
  /** Nodes of one publication's tree. */
  treeMax: 2_000,
  iconMax: 100,
} as const;

/** The statuses the editor offers (stored as these codes; the labels are in the locale). */
export const SIMPLE_DOC_STATUSES = ['draft', 'review', 'approved', 'archived'] as const;

const name = z.string().trim().min(1, 'a name is required').max(SIMPLE_DOC_LIMITS.nameMax);
const code = z.string().trim().max(SIMPLE_DOC_LIMITS.codeMax);
const annotation = z.string().max(SIMPLE_DOC_LIMITS.annotationMax);

// ---- documents ----
export const simpleDocListQuerySchema = z
  .object({
    search: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(SIMPLE_DOC_LIMITS.pageMax).default(50),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .strict();
export type SimpleDocListQuery = z.infer<typeof simpleDocListQuerySchema>;

export const simpleDocSummarySchema = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  annotation: z.string(),
  status: z.string(),
  isPublic: z.boolean(),
  authorId: idSchema.nullable(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The caller may edit and delete it (its author or an administrator). */
  canEdit: z.boolean(),
});
export type SimpleDocSummary = z.infer<typeof simpleDocSummarySchema>;
export const simpleDocListSchema = z.object({ rows: z.array(simpleDocSummarySchema), total: z.number().int() });
export type SimpleDocList = z.infer<typeof simpleDocListSchema>;

export const simpleDocCreateSchema = z.object({ name, code: code.optional(), annotation: annotation.optional() }).strict();
export const simpleDocUpdateSchema = z
  .object({
    name,
    code,
    annotation,
    subjectArea: z.string().max(SIMPLE_DOC_LIMITS.nameMax).nullable(),
    content: z.string().max(SIMPLE_DOC_LIMITS.contentMax),
    status: z.string().max(SIMPLE_DOC_LIMITS.statusMax),
    isPublic: z.boolean(),
  })
  .partial()
  .strict();
export type SimpleDocUpdate = z.infer<typeof simpleDocUpdateSchema>;

/** A term or document the content references (Document.connections of §3.9). */
export const docConnectionSchema = z.object({ kind: z.string(), objectId: idSchema, name: z.string().nullable() });
export type DocConnection = z.infer<typeof docConnectionSchema>;

export const simpleDocSchema = simpleDocSummarySchema.extend({
  subjectArea: z.string().nullable(),
  /** Markdown, as stored (raw HTML neutralised). */
  content: z.string(),
  /** The content rendered, sanitized. */
  html: z.string(),
  connections: z.array(docConnectionSchema),
  /** The publications it is part of (Document.docPublications). */
  publications: z.array(z.object({ id: idSchema, name: z.string() })),
});
export type SimpleDoc = z.infer<typeof simpleDocSchema>;

// ---- publications ----
export const publicationCreateSchema = z.object({ name, code: code.optional(), annotation: annotation.optional(), isPublic: z.boolean().optional() }).strict();
export const publicationUpdateSchema = z.object({ name, code, annotation, isPublic: z.boolean() }).partial().strict();
export const publicationListQuerySchema = z.object({ search: z.string().max(200).optional() }).strict();

export const publicationSummarySchema = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  annotation: z.string(),
  isPublic: z.boolean(),
  authorId: idSchema.nullable(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
  documentCount: z.number().int(),
  canEdit: z.boolean(),
});
export type PublicationSummary = z.infer<typeof publicationSummarySchema>;
export const publicationListSchema = z.object({ rows: z.array(publicationSummarySchema) });

/** One node of a publication's tree: a publication-document link with its document's content. */
export const publicationNodeSchema = z.object({
  linkId: idSchema,
  documentId: idSchema,
  /** The parent node's linkId; null at the top. */
  parentId: idSchema.nullable(),
  order: z.number().int(),
  /** Nodes come depth first; depth 0 is the top. */
  depth: z.number().int().min(0),
  /** The node's title: its own name, else the document's. */
  name: z.string(),
  icon: z.string(),
  /** Whether the document itself is public (a public doctree shows only public documents). */
  documentPublic: z.boolean(),
  html: z.string(),
});
export type PublicationNode = z.infer<typeof publicationNodeSchema>;

/** A publication with its tree: live for signed-in users, the frozen publish for visitors. */
export const publicationViewSchema = publicationSummarySchema.extend({ nodes: z.array(publicationNodeSchema) });
export type PublicationView = z.infer<typeof publicationViewSchema>;

export const linkAddSchema = z
  .object({ documentId: idSchema, parentId: idSchema.nullable().optional(), name: z.string().max(SIMPLE_DOC_LIMITS.nameMax).optional(), icon: z.string().max(SIMPLE_DOC_LIMITS.iconMax).optional() })
  .strict();
export const linkParamsSchema = z.object({ id: idSchema, linkId: idSchema }).strict();
/** The whole tree's arrangement after a drag or an up/down: every link once, with its parent and place. */
export const treeArrangeSchema = z
  .object({ nodes: z.array(z.object({ linkId: idSchema, parentId: idSchema.nullable(), order: z.number().int().min(0) }).strict()).max(SIMPLE_DOC_LIMITS.treeMax) })
  .strict();
export type TreeArrangement = z.infer<typeof treeArrangeSchema>['nodes'];

// ---- term page ----
export const terminPageSchema = z.object({
  term: z.object({ id: idSchema, name: z.string(), description: z.string(), classes: z.array(z.object({ id: idSchema, name: z.string() })) }),
  documents: z.array(simpleDocSummarySchema),
});
export type TerminPage = z.infer<typeof terminPageSchema>;

// ---- public ----
export const publicDocSchema = z.object({ id: idSchema, code: z.string(), name: z.string(), annotation: z.string(), html: z.string(), updatedAt: z.string() });
export type PublicDoc = z.infer<typeof publicDocSchema>;
