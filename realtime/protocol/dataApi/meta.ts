import { z } from 'zod';
import { DATA_TYPES, META_CLASS, META_PROP } from '../metaModel';
import { PROP_ALIASES } from './getData';
import { idSchema } from '../ids';

/** One built-in meta-property as GET /api/meta describes it, read from the store. */
export const metaPropSchema = z.object({
  id: idSchema,
  /** The instance name (English). */
  name: z.string(),
  kind: z.enum(['data', 'object']),
  /** A DATA_TYPES entry, or 'ref' for object properties. */
  type: z.string(),
  /** Captions by language, e.g. { ru: 'Название', en: 'Name' }. */
  label: z.record(z.string(), z.string()),
  /** Classes the property applies to; empty: every instance. */
  domain: z.array(idSchema),
  /** Object properties: the class of the linked instances. */
  range: idSchema.nullable(),
  min: z.number().int(),
  /** -1: unlimited. */
  max: z.number().int(),
  readonly: z.boolean(),
});
export type MetaProp = z.infer<typeof metaPropSchema>;

const classKeys = Object.keys(META_CLASS) as Array<keyof typeof META_CLASS>;
const propKeys = Object.keys(META_PROP) as Array<keyof typeof META_PROP>;

/**
 * GET /api/meta (any signed-in caller, or the public user): the fixed ids of the meta-model, so a
 * client never hard-codes them twice.
 */
export const metaResponseSchema = z.object({
  /** Meta-class ids by name: Class, ObjectProperty, DataProperty, Command, Plugin. */
  classes: z.object(Object.fromEntries(classKeys.map((k) => [k, idSchema])) as Record<keyof typeof META_CLASS, typeof idSchema>),
  /** Every META_PROP entry by its key in META_PROP (name, instanceOf, parents, …). */
  props: z.object(Object.fromEntries(propKeys.map((k) => [k, metaPropSchema])) as Record<keyof typeof META_PROP, typeof metaPropSchema>),
  dataTypes: z.array(z.enum(DATA_TYPES)),
  /** The filter value replaced by the caller's user id. */
  userMarker: z.string(),
  /** Property aliases accepted by the data API and the id each stands for ('id' is the instance id itself). */
  aliases: z.record(z.enum(PROP_ALIASES), z.string()),
});
export type MetaResponse = z.infer<typeof metaResponseSchema>;

/** Query of GET /api/meta: the data session when no Authorization header is sent. */
export const metaQuerySchema = z.object({ session: z.string().max(100).optional() }).strict();
