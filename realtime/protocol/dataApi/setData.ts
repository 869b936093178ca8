import { z } from 'zod';
import { idSchema } from '../ids';
import { propRefSchema } from './getData';

/** set_data and set_data1: a list of changes applied in order, all or nothing. */

export const SET_OPS = ['new', 'upd', 'add', 'rem', 'del'] as const;
export type SetOp = (typeof SET_OPS)[number];

/** A language-tagged text: the value of a multiString property in one language. */
export const langTextSchema = z.object({ lang: z.string().regex(/^[a-z]{2}$/), text: z.string().max(100_000) }).strict();

/**
 * A value to write. Coerced by the property's type on the server: string/text/multiString take text
 * (numbers and booleans are written as text), int/float take numbers or numeric text, bool takes
 * true/false, date takes 'YYYY-MM-DD', dateTime ISO 8601, id/file and object properties a UUID.
 * {lang, text} only for multiString.
 */
export const setValueSchema = z.union([z.string().max(100_000), z.number().finite(), z.boolean(), langTextSchema]);
export type SetValue = z.infer<typeof setValueSchema>;
/** A stored value as the server returns it (set_data1 `data`, change log before/after). */
export type WireValue = string | number | boolean | { lang: string; text: string };
export const wireValueSchema: z.ZodType<WireValue> = z.union([z.string(), z.number(), z.boolean(), z.object({ lang: z.string(), text: z.string() })]);

/** Position among a property's values (0-based). */
const idxSchema = z.number().int().min(0).max(1_000_000);
/** On items other than `new`: the class the client edited the instance as; informational only. */
const contextClass = idSchema.optional();

/** Creates an instance of `class`. Class → a new class; ObjectProperty/DataProperty → a new property. */
export const setNewItemSchema = z
  .object({
    op: z.literal('new'),
    class: idSchema,
    /** Client-generated id, so later items of the same call can refer to the instance; a new one when absent. */
    inst: idSchema.optional(),
    name: z.string().max(2000).optional(),
  })
  .strict();

/**
 * Sets a property's value: replaces all its values, or with `idx` only that position (idx = count
 * appends). val null removes. A multiString {lang, text} replaces only the values in that language.
 * prop 'name' renames; 'class' replaces the memberships; 'author'/'date_create' are for administrators.
 */
export const setUpdItemSchema = z
  .object({ op: z.literal('upd'), inst: idSchema, prop: propRefSchema, val: setValueSchema.nullable(), idx: idxSchema.optional(), class: contextClass })
  .strict();

/** Adds a value: appended, or inserted at `idx`. Refused beyond the property's maximum cardinality. */
export const setAddItemSchema = z
  .object({ op: z.literal('add'), inst: idSchema, prop: propRefSchema, val: setValueSchema, idx: idxSchema.optional(), class: contextClass })
  .strict();

/** Removes the value at `idx`, or the first value equal to `val` (absent: nothing changes). Positions are renumbered. */
export const setRemItemSchema = z
  .object({ op: z.literal('rem'), inst: idSchema, prop: propRefSchema, val: setValueSchema.optional(), idx: idxSchema.optional(), class: contextClass })
  .strict()
  .refine((item) => item.val !== undefined || item.idx !== undefined, { message: 'rem needs val or idx', path: ['val'] });

/** Deletes an instance with its values and memberships. Links to it (and, for a class, its members) need del_force. */
export const setDelItemSchema = z
  .object({ op: z.literal('del'), inst: idSchema, del_force: z.boolean().optional(), class: contextClass })
  .strict();

/** One change of a set_data call; items are applied in order, all or nothing. */
export const setItemSchema = z.discriminatedUnion('op', [setNewItemSchema, setUpdItemSchema, setAddItemSchema, setRemItemSchema, setDelItemSchema]);
export type SetItem = z.infer<typeof setItemSchema>;

export const MAX_SET_ITEMS = 50_000;
export const setDataPayloadSchema = z
  .object({
    tab_session_id: z.string().max(200).optional(),
    /** The page the change was made on; recorded in the change log. */
    url: z.string().max(2000).optional(),
    /** Sent by clients for the record; the server always uses the signed-in user. */
    user_id: z.string().optional(),
    /** The changes, applied in order in one transaction: any failing item fails the call and nothing is written. */
    data: z.array(setItemSchema).min(1).max(MAX_SET_ITEMS),
  })
  .strict();
export type SetDataPayload = z.infer<typeof setDataPayloadSchema>;

/** set_data1: the state of one touched instance after the call. */
export const setDataInstanceSchema = z.union([
  z.object({ inst: idSchema, deleted: z.literal(true) }),
  z.object({
    inst: idSchema,
    deleted: z.literal(false),
    name: z.string(),
    /** Direct classes (memberships), in the order they were given. */
    classes: z.array(idSchema),
    author: idSchema.nullable(),
    /** ISO 8601. */
    date_create: z.string(),
    /** Values by property id, in position order; intrinsic properties (name, class, author, date) are the fields above. */
    vals: z.record(z.string(), z.array(wireValueSchema)),
  }),
]);
export type SetDataInstance = z.infer<typeof setDataInstanceSchema>;

export const setDataResultSchema = z.object({
  /** One entry per item, in order; `inst` is the id of the instance the item touched or created. */
  rows: z.array(z.object({ op: z.enum(SET_OPS), inst: idSchema })),
  /** The number of items applied (= rows.length). */
  count_rows: z.number().int(),
  /** set_data1 only: every instance the items touched, in the order first touched. */
  data: z.array(setDataInstanceSchema).optional(),
});
export type SetDataResult = z.infer<typeof setDataResultSchema>;
