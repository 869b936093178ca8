import { z } from 'zod';
import { idSchema } from '../ids';
import { wireScalarSchema } from './getData';

/** get_form: the fields of a class (or of an instance's classes) with their values. */

/**
 * get_form: the fields of a class for an instance form, with the values of `inst`. Unknown
 * class → 400; `inst` not an instance of the class (or of a descendant) → 400.
 */
export const getFormPayloadSchema = z
  .object({
    tab_session_id: z.string().max(200).optional(),
    class: idSchema,
    /** The instance whose values to return; absent: an empty form for a new instance. */
    inst: idSchema.optional(),
    /** Language of the captions (labels), e.g. 'ru' or 'en'; defaults to 'ru'. */
    prop_cap: z.string().regex(/^[a-z]{2}$/).optional(),
  })
  .strict();
export type GetFormPayload = z.infer<typeof getFormPayloadSchema>;

/** One field of a get_form answer. */
export const formFieldSchema = z.object({
  prop: idSchema,
  /** The property's label in the `prop_cap` language (else any label, else its name). */
  cap: z.string(),
  kind: z.enum(['data', 'object']),
  /** A DATA_TYPES entry, or 'ref' for object properties. */
  type: z.string(),
  /** Object properties: the class of the linked instances. */
  range: idSchema.nullable(),
  /** Minimum number of values. */
  min: z.number().int(),
  /** Maximum number of values; -1: unlimited. */
  max: z.number().int(),
  /** min ≥ 1 (name is always required). */
  required: z.boolean(),
  /** The caller may not change it: a read-only property, author or date_create, or the public user. */
  readonly: z.boolean(),
  /** own: declared on the class; inherited: on an ancestor; common: on every instance. */
  tab: z.enum(['own', 'inherited', 'common']),
  /** The values of `inst` in position order (empty without `inst`); cap as in get_data rows. */
  vals: z.array(
    z.object({
      val: wireScalarSchema,
      cap: z.string().nullable(),
      idx: z.number().int(),
      lang: z.string().nullable(),
      /** Derived by an OWL rule (realtime/protocol/owlRules.ts), not stated: shown as computed, never edited. */
      computed: z.literal(true).optional(),
      /** The name of the rule that derived it. */
      rule: z.string().optional(),
    }),
  ),
});
export type FormField = z.infer<typeof formFieldSchema>;
/** get_form answer: the fields (own, then inherited, then common), count_rows = their number. */
export const getFormResultSchema = z.object({ rows: z.array(formFieldSchema), count_rows: z.number().int() });
export type GetFormResult = z.infer<typeof getFormResultSchema>;
