import { z } from 'zod';
import { idSchema } from './ids';

/**
 * The fact explorer (/fact-explorer/{inst}): an instance's facts — its classes with their
 * ancestors, its data values, the instances it links to and those linking to it — and the term
 * map of its classes. Links come per property, the first `limit` of each with the property's
 * total, so an instance with ten thousand back-links loads a page of them, not all.
 *
 *   GET /api/factExplorer/{inst}?lang=&limit=                 → FactSheet
 *   GET /api/factExplorer/{inst}/links?prop=&direction=&offset=&limit=&lang= → FactLinkPage
 *   GET /api/factExplorer/termMap?inst=&class=&lang=           → TermMap
 */

export const FACT_LINKS_DEFAULT = 20;
export const FACT_LINKS_MAX = 200;

const langSchema = z.enum(['ru', 'en']).default('ru');
const limitSchema = z.coerce.number().int().min(1).max(FACT_LINKS_MAX).default(FACT_LINKS_DEFAULT);

export const factParamsSchema = z.object({ inst: idSchema }).strict();
export const factSheetQuerySchema = z.object({ lang: langSchema, limit: limitSchema }).strict();

export const factDirectionSchema = z.enum(['out', 'in']);
export type FactDirection = z.infer<typeof factDirectionSchema>;

export const factLinksQuerySchema = z
  .object({ prop: idSchema, direction: factDirectionSchema, offset: z.coerce.number().int().min(0).max(10_000_000).default(0), limit: limitSchema, lang: langSchema })
  .strict();
export type FactLinksQuery = z.infer<typeof factLinksQuerySchema>;

export const termMapQuerySchema = z
  .object({ inst: idSchema.optional(), class: idSchema.optional(), lang: langSchema })
  .strict()
  .refine((q) => q.inst !== undefined || q.class !== undefined, { message: 'inst or class is required' });
export type TermMapQuery = z.infer<typeof termMapQuerySchema>;

/** An entity as shown: its id (for links) and its caption in the asked language. */
const refSchema = z.object({ id: idSchema, caption: z.string() });
export type FactRef = z.infer<typeof refSchema>;

/**
 * One link: the back-link row of domain spec §3.2 (id, row_number, name, prop, prop_id, type,
 * type_id) — for an incoming link the instance linking here, for an outgoing one the instance
 * linked to. `row_number` counts from 1 across pages.
 */
export const factLinkSchema = z.object({
  id: idSchema,
  row_number: z.number().int().positive(),
  name: z.string(),
  prop: z.string(),
  prop_id: idSchema,
  type: z.string(),
  type_id: idSchema.nullable(),
});
export type FactLink = z.infer<typeof factLinkSchema>;

/** The links of one property in one direction: the first page and how many there are. */
export const factLinkGroupSchema = z.object({ prop: refSchema, total: z.number().int().nonnegative(), links: z.array(factLinkSchema) });
export type FactLinkGroup = z.infer<typeof factLinkGroupSchema>;

export const factLinkPageSchema = factLinkGroupSchema.extend({ direction: factDirectionSchema, offset: z.number().int().nonnegative() });
export type FactLinkPage = z.infer<typeof factLinkPageSchema>;

/** How a fact holds when it is not stated: an OWL rule derived it (with the rule's name) or the reasoner inferred it. */
export const factDerivationSchema = z.object({ by: z.enum(['rule', 'reasoner']), rule: z.string().nullable() });
export type FactDerivation = z.infer<typeof factDerivationSchema>;

/** A data value, typed as its property declares it; a file value is the file's name; `derived`: computed, not stated. */
export const factValueSchema = z.object({ value: z.union([z.string(), z.number(), z.boolean()]), lang: z.string().nullable(), derived: factDerivationSchema.optional() });
export type FactValue = z.infer<typeof factValueSchema>;

export const factValueGroupSchema = z.object({
  prop: refSchema,
  /** The property's value type (metaModel DATA_TYPES). */
  type: z.string(),
  /** Values in the asked language first, then the others, in their order. */
  values: z.array(factValueSchema),
});
export type FactValueGroup = z.infer<typeof factValueGroupSchema>;

/**
 * A class of the instance (as every screen counts members: stated, rule-derived, reasoner-inferred):
 * a direct one (depth 0) or an ancestor of one (depth ≥ 1, the nearest); `derived` when no stated
 * membership reaches it.
 */
export const factClassSchema = refSchema.extend({ depth: z.number().int().nonnegative(), derived: factDerivationSchema.optional() });
export type FactClass = z.infer<typeof factClassSchema>;

export const factSheetSchema = z.object({
  instance: refSchema.extend({ author: z.string().nullable(), createdAt: z.string() }),
  classes: z.array(factClassSchema),
  values: z.array(factValueGroupSchema),
  outgoing: z.array(factLinkGroupSchema),
  incoming: z.array(factLinkGroupSchema),
  /** The per-property page size the groups were cut to. */
  limit: z.number().int().positive(),
});
export type FactSheet = z.infer<typeof factSheetSchema>;

export const termMapNodeSchema = refSchema.extend({ role: z.enum(['centre', 'ancestor', 'related']) });
export type TermMapNode = z.infer<typeof termMapNodeSchema>;

export const termMapEdgeSchema = z.object({
  from: idSchema,
  to: idSchema,
  kind: z.enum(['subclass', 'property']),
  /** Property edges: the object property (domain → range). */
  prop: refSchema.nullable(),
});
export type TermMapEdge = z.infer<typeof termMapEdgeSchema>;

/** The ontology's terms around classes: the centre, their ancestors, and the classes their object properties link (domain → range, both ways). */
export const termMapSchema = z.object({ centre: z.array(idSchema), nodes: z.array(termMapNodeSchema), edges: z.array(termMapEdgeSchema), truncated: z.boolean() });
export type TermMap = z.infer<typeof termMapSchema>;
