import { z } from 'zod';
import { UUID_RE } from './meta';

/** 36-character lowercase UUID: every instance, class and property id. */
export const idSchema = z.string().regex(UUID_RE, 'must be a 36-character lowercase UUID');

/** Friendly names accepted wherever a property id is: the intrinsic properties of every instance. */
export const PROP_ALIASES = ['id', 'name', 'author', 'date_create', 'class'] as const;
export const propRefSchema = z.union([idSchema, z.enum(PROP_ALIASES)]);
export type PropRef = z.infer<typeof propRefSchema>;

const scalarSchema = z.union([z.string().max(100_000), z.number().finite(), z.boolean(), z.null()]);
export type Scalar = z.infer<typeof scalarSchema>;

export const FILTER_OPS = ['eq', 'ne', 'lt', 'lte', 'gt', 'gte', 'contains', 'starts', 'in', 'empty', 'notEmpty'] as const;
export const filterOpSchema = z.enum(FILTER_OPS);
export type FilterOp = z.infer<typeof filterOpSchema>;

export const filterConditionSchema = z
  .object({
    prop: propRefSchema,
    op: filterOpSchema.default('eq'),
    val: z.union([scalarSchema, z.array(scalarSchema).max(1000)]).optional(),
  })
  .strict();
export type FilterCondition = z.infer<typeof filterConditionSchema>;

export type FilterNode = FilterCondition | { and: FilterNode[] } | { or: FilterNode[] } | { not: FilterNode };
export const filterNodeSchema: z.ZodType<FilterNode> = z.lazy(() =>
  z.union([
    filterConditionSchema,
    z.object({ and: z.array(filterNodeSchema).max(100) }).strict(),
    z.object({ or: z.array(filterNodeSchema).max(100) }).strict(),
    z.object({ not: filterNodeSchema }).strict(),
  ]),
);
/** A filter: one node, or a list of nodes that must all hold. */
export const filterSchema = z.union([filterNodeSchema, z.array(filterNodeSchema).max(100)]);
export type Filter = z.infer<typeof filterSchema>;

export const fieldSchema = z
  .object({
    prop: propRefSchema,
    /** Keep only instances whose value of this field matches. */
    filter: z.union([scalarSchema, z.array(scalarSchema).max(1000)]).optional(),
    filter_mode: filterOpSchema.optional(),
    /** Used for filtering or sorting only; its values are not returned. */
    hidden: z.boolean().optional(),
    /** Follow the property backwards: the values are the instances that link to this one. */
    reverse: z.boolean().optional(),
    /** With `class`: linked instances of descendant classes count too. */
    recursive: z.boolean().optional(),
    /** Only linked instances of this class. */
    class: idSchema.optional(),
  })
  .strict();
export type Field = z.infer<typeof fieldSchema>;

export const sortSchema = z.union([
  z.array(z.object({ prop: propRefSchema, dir: z.enum(['asc', 'desc']).default('asc') }).strict()).max(10),
  z.object({ prop: propRefSchema, dir: z.enum(['asc', 'desc']).default('asc') }).strict(),
]);

export const MAX_LIMIT = 10_000;

export const getDataPayloadSchema = z
  .object({
    tab_session_id: z.string().max(200).optional(),
    class: idSchema.optional(),
    /** Include instances of the class's descendants. */
    recursive: z.boolean().optional(),
    fields: z.array(fieldSchema).max(200).optional(),
    filter: filterSchema.optional(),
    sort: sortSchema.optional(),
    /** Group rows by this property's value; the answer carries `groups`. */
    group: propRefSchema.optional(),
    /** Fetch these instances by id (an index lookup). */
    idx: z.union([idSchema, z.array(idSchema).max(MAX_LIMIT)]).optional(),
    limit: z.number().int().min(0).max(MAX_LIMIT).optional(),
    offset: z.number().int().min(0).optional(),
    /** Seconds the result may be served from the cache (0 or absent: not cached). */
    cache: z.union([z.number().int().min(0).max(86_400), z.boolean()]).optional(),
    /** Run the named stored query (an instance of the Command class) instead. */
    command: z.string().regex(/^[\w.-]{1,100}$/, 'letters, digits, _ . - only').optional(),
  })
  .strict();
export type GetDataPayload = z.infer<typeof getDataPayloadSchema>;

export const getFormPayloadSchema = z
  .object({
    tab_session_id: z.string().max(200).optional(),
    class: idSchema,
    inst: idSchema.optional(),
    /** Language of the captions (labels), e.g. 'ru' or 'en'; defaults to 'ru'. */
    prop_cap: z.string().regex(/^[a-z]{2}$/).optional(),
  })
  .strict();
export type GetFormPayload = z.infer<typeof getFormPayloadSchema>;

export const SET_OPS = ['new', 'upd', 'add', 'rem', 'del'] as const;
export const setItemSchema = z
  .object({
    op: z.enum(SET_OPS),
    class: idSchema.optional(),
    inst: idSchema.optional(),
    prop: propRefSchema.optional(),
    val: z.union([scalarSchema, z.object({ lang: z.string().regex(/^[a-z]{2}$/), text: z.string().max(100_000) }).strict()]).optional(),
    name: z.string().max(2000).optional(),
    idx: z.number().int().min(0).optional(),
    del_force: z.boolean().optional(),
  })
  .strict();
export type SetItem = z.infer<typeof setItemSchema>;

export const MAX_SET_ITEMS = 50_000;
export const setDataPayloadSchema = z
  .object({
    tab_session_id: z.string().max(200).optional(),
    /** The page the change was made on; recorded in the change log. */
    url: z.string().max(2000).optional(),
    /** Sent by clients for the record; the server always uses the signed-in user. */
    user_id: z.string().optional(),
    data: z.array(setItemSchema).min(1).max(MAX_SET_ITEMS),
  })
  .strict();
export type SetDataPayload = z.infer<typeof setDataPayloadSchema>;

export const DATA_ACTS = ['get_data', 'get_form', 'set_data', 'set_data1'] as const;
export type DataAct = (typeof DATA_ACTS)[number];

export const dataRequestSchema = z
  .object({
    act: z.enum(DATA_ACTS),
    /** The data session from `auth/osa-sessionid`; the Authorization header is used when absent. */
    session: z.string().max(100).optional(),
    /** false: text values are sanitized of HTML before they are stored. */
    trust: z.boolean().default(true),
    payload: z.record(z.string(), z.unknown()).default({}),
    /** Run as a long-running request: the answer is `{ requestId }`. */
    deferred: z.boolean().optional(),
  })
  .strict();
export type DataRequest = z.infer<typeof dataRequestSchema>;

export const dataRowSchema = z.object({
  /** 1-based position of the instance in the answer (stable across its value rows). */
  row: z.number().int(),
  inst: idSchema,
  prop: idSchema.nullable(),
  val: z.union([z.string(), z.number(), z.boolean(), z.null()]),
  /** Display text: the linked instance's name for links, the value as text otherwise. */
  cap: z.string().nullable(),
  /** For reverse fields, the linking instance; otherwise the class the instance was found in. */
  from: idSchema.nullable(),
  readonly: z.boolean(),
  can_delete: z.boolean(),
  /** Position of the value among the property's values. */
  idx: z.number().int().optional(),
  lang: z.string().nullable().optional(),
});
export type DataRow = z.infer<typeof dataRowSchema>;

export const getDataResultSchema = z.object({
  rows: z.array(dataRowSchema),
  count_rows: z.number().int(),
  groups: z.array(z.object({ val: z.union([z.string(), z.number(), z.boolean(), z.null()]), cap: z.string().nullable(), count: z.number().int() })).optional(),
});
export type GetDataResult = z.infer<typeof getDataResultSchema>;

export const formFieldSchema = z.object({
  prop: idSchema,
  cap: z.string(),
  kind: z.enum(['data', 'object']),
  type: z.string(),
  range: idSchema.nullable(),
  min: z.number().int(),
  max: z.number().int(),
  required: z.boolean(),
  readonly: z.boolean(),
  /** own: declared on the class; inherited: on an ancestor; common: on every class. */
  tab: z.enum(['own', 'inherited', 'common']),
  vals: z.array(z.object({ val: z.union([z.string(), z.number(), z.boolean(), z.null()]), cap: z.string().nullable(), idx: z.number().int(), lang: z.string().nullable() })),
});
export type FormField = z.infer<typeof formFieldSchema>;
export const getFormResultSchema = z.object({ rows: z.array(formFieldSchema), count_rows: z.number().int() });
export type GetFormResult = z.infer<typeof getFormResultSchema>;

export const setDataResultSchema = z.object({
  /** One entry per item, in order; `inst` is the id of the instance the item touched or created. */
  rows: z.array(z.object({ op: z.enum(SET_OPS), inst: idSchema })),
  count_rows: z.number().int(),
});
export type SetDataResult = z.infer<typeof setDataResultSchema>;

export const deferredStatusSchema = z.object({ requestId: idSchema, status: z.enum(['pending', 'completed', 'error']) });
export const errorResponseSchema = z.object({ error: z.string() });
