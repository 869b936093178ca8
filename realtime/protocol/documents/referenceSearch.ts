import { z } from 'zod';
import { idSchema } from '../ids';

/** What the reference picker finds (model/documents/referencePicking.ts writes the pick). */
export const PICK_KINDS = ['class', 'objectProperty', 'dataProperty', 'individual', 'structuredDocument', 'simpleDocument', 'bibliographyItem'] as const;
export type PickKind = (typeof PICK_KINDS)[number];

/** The longest search the server takes: a name, not a text. */
export const PICK_QUERY_MAX = 200;

/**
 * POST /api/document/referenceSearch: what a ':' typed in a document's text finds — classes,
 * properties, individuals, documents and bibliography items by name or by label in any language
 * (model/documents/referencePicking.ts writes the pick as a reference).
 */

export const REFERENCE_SEARCH_LIMITS = { defaultLimit: 20, maxLimit: 50 } as const;

export const referenceSearchSchema = z
  .object({
    /** Taken literally (no wildcards), case-insensitive, anywhere in the name or a label. */
    q: z.string().trim().min(1, 'the search must not be empty').max(PICK_QUERY_MAX, `the search must be at most ${PICK_QUERY_MAX} characters`),
    limit: z.number().int().min(1).max(REFERENCE_SEARCH_LIMITS.maxLimit).optional(),
    /** The document being edited: its own bibliography items come first. */
    documentId: idSchema.optional(),
    /** Only these kinds (all when absent). */
    kinds: z.array(z.enum(PICK_KINDS)).min(1).max(PICK_KINDS.length).optional(),
  })
  .strict();
export type ReferenceSearch = z.infer<typeof referenceSearchSchema>;

export const referencePickSchema = z.object({
  kind: z.enum(PICK_KINDS),
  id: idSchema,
  name: z.string(),
  /** The label that matched when the name did not ("Contract", language "en"). */
  matchedLabel: z.string().nullable(),
  matchedLanguage: z.string().nullable(),
  /** Where it belongs: an individual's class, a bibliography item's document. */
  context: z.string().nullable(),
});
export type ReferencePick = z.infer<typeof referencePickSchema>;

export const referenceSearchResultSchema = z.object({ items: z.array(referencePickSchema) });
export type ReferenceSearchResult = z.infer<typeof referenceSearchResultSchema>;
