import { z } from 'zod';

import { idSchema } from '../ids';

export { idSchema };

/** Friendly names accepted wherever a property id is: the intrinsic properties of every instance. */
export const PROP_ALIASES = ['id', 'name', 'author', 'date_create', 'class'] as const;
export const propRefSchema = z.union([idSchema, z.enum(PROP_ALIASES)]);
export type PropRef = z.infer<typeof propRefSchema>;

/** A filter value: text, number, boolean or null. The text USER_MARKER ('$user') stands for the caller's user id. */
const scalarSchema = z.union([z.string().max(100_000), z.number().finite(), z.boolean(), z.null()]);
export type Scalar = z.infer<typeof scalarSchema>;

/**
 * Filter operators. The value is coerced by the property's type (numbers for int/float,
 * 'YYYY-MM-DD' for date, ISO 8601 for dateTime, true/false for bool, a UUID for object properties);
 * a value that does not fit is a 400. A property with several values matches when any value does.
 * - eq, ne: equal / no value equal (`ne` also matches instances without a value); an array means in / not in;
 *   null means empty / notEmpty.
 * - lt, lte, gt, gte: compare (numbers, dates, date-times, text); not for bool and object properties.
 * - contains, starts: case-insensitive text match; on object properties, class, author it matches the
 *   linked instance's (class's, user's) name. `%` and `_` are plain characters.
 * - in: equal to one of the values (an array; a single value is a one-element list).
 * - empty, notEmpty: has no value / has a value (`val` is ignored).
 */
export const FILTER_OPS = ['eq', 'ne', 'lt', 'lte', 'gt', 'gte', 'contains', 'starts', 'in', 'empty', 'notEmpty'] as const;
export const filterOpSchema = z.enum(FILTER_OPS);
export type FilterOp = z.infer<typeof filterOpSchema>;

/**
 * Filters on the class hierarchy, for instances that are classes, each one indexed join on the
 * class closure (multiple inheritance: every path counts):
 * - subclass_of: the class is a descendant (at any depth, not itself) of the class given in `val`;
 * - superclass_of: the class is an ancestor (at any depth, not itself) of the class given in `val`.
 * Operators eq / in (one id or a list of class ids) and ne (none of them). Filters only: not a field or sort key.
 */
export const HIERARCHY_FILTER_PROPS = ['subclass_of', 'superclass_of'] as const;
export type HierarchyFilterProp = (typeof HIERARCHY_FILTER_PROPS)[number];

/**
 * One condition on a property of the instance: a data or object property id, or an alias — name,
 * author (user id; contains/starts match the user's name), date_create (ISO 8601), class (a class
 * the instance is directly a member of), id (the instance id) — or a hierarchy filter
 * (HIERARCHY_FILTER_PROPS).
 */
export const filterConditionSchema = z
  .object({
    prop: z.union([propRefSchema, z.enum(HIERARCHY_FILTER_PROPS)]),
    op: filterOpSchema.default('eq'),
    val: z.union([scalarSchema, z.array(scalarSchema).max(1000)]).optional(),
  })
  .strict();
export type FilterCondition = z.infer<typeof filterConditionSchema>;

/** A condition, or a combination: all of (`and`), any of (`or`), the negation (`not`). */
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

/** One property to return (and/or to filter by). */
export const fieldSchema = z
  .object({
    /** A property id or alias (name, author, date_create, class; 'id' returns no rows: every row carries `inst`). */
    prop: propRefSchema,
    /** Keep only instances whose value of this field matches this value (with `filter_mode`). */
    filter: z.union([scalarSchema, z.array(scalarSchema).max(1000)]).optional(),
    /** The operator of `filter`; default 'eq'. */
    filter_mode: filterOpSchema.optional(),
    /** Used for filtering only; its values are not returned (a hidden name drops the name rows). */
    hidden: z.boolean().optional(),
    /**
     * Object properties: follow the property backwards. The values are the instances that link TO
     * this one through `prop`; `cap` is their name and `from` the linking instance. `filter` then
     * matches the linking instances (eq/in: their ids; contains/starts: their names).
     */
    reverse: z.boolean().optional(),
    /** With `class`: linked instances of the class's descendants count too. */
    recursive: z.boolean().optional(),
    /** Object properties: only linked instances of this class are returned and matched. */
    class: idSchema.optional(),
  })
  .strict();
export type Field = z.infer<typeof fieldSchema>;

/**
 * Sort keys, applied in order: name, date_create, author (the user's name), class (the name of the
 * instance's class), id or any property — its first value (position 0; for object properties the
 * linked instance's name). Instances without a value come last in both directions; ties are
 * broken by instance id, so paging is stable.
 */
export const sortKeySchema = z.object({ prop: propRefSchema, dir: z.enum(['asc', 'desc']).default('asc') }).strict();
export const sortSchema = z.union([z.array(sortKeySchema).max(10), sortKeySchema]);
export type SortKey = z.infer<typeof sortKeySchema>;

export const MAX_LIMIT = 10_000;
export const DEFAULT_LIMIT = 100;
/** `cache: true` caches for this many seconds. */
export const DEFAULT_CACHE_SECONDS = 60;
/** A command's name: the name of an instance of the Command class. */
export const commandNameSchema = z.string().regex(/^[\w.-]{1,100}$/, 'letters, digits, _ . - only');

/**
 * get_data: a page of instances with their values.
 *
 * Which instances: those of `class` (with `recursive`, of its descendant classes too; without
 * `class`, all instances), narrowed by `idx`, by `filter` and by the fields' `filter`s. Instances
 * of the Command class are visible to administrators only; Plugin instances to every signed-in
 * user: asking for such a class is a 403, otherwise such instances are left out. Order: `group` value first, then `sort` (default: by name; with `idx` and no `sort`, in
 * the order of `idx`), then by id. Then `offset` and `limit`.
 *
 * The answer (getDataResultSchema): one row per (instance, field value), instance after instance;
 * each instance gives first its name row (prop = META_PROP.name) unless name is a hidden field,
 * then the values of the fields in their order (without `fields`: of every property it has values
 * of). `count_rows` is the number of matching instances before paging.
 *
 * `command` runs a stored query instead (see commandNameSchema); `cache` serves the answer from
 * the result cache for that many seconds.
 */
export const getDataPayloadSchema = z
  .object({
    tab_session_id: z.string().max(200).optional(),
    /** Instances of this class; unknown class → 400. */
    class: idSchema.optional(),
    /** With `class`: instances of the class's descendants (at any depth) too. */
    recursive: z.boolean().optional(),
    /** The properties to return; default: every property the instance has values of, plus name. */
    fields: z.array(fieldSchema).max(200).optional(),
    /** Conditions the instances must meet (see FilterNode). */
    filter: filterSchema.optional(),
    /** Sort keys (one, or a list). */
    sort: sortSchema.optional(),
    /** Group by this property's first value: rows are ordered by it first and the answer carries `groups`. */
    group: propRefSchema.optional(),
    /** Fetch these instances by id (one id or a list). */
    idx: z.union([idSchema, z.array(idSchema).max(MAX_LIMIT)]).optional(),
    /** Page size; default DEFAULT_LIMIT (100), or the number of `idx` ids when more. */
    limit: z.number().int().min(0).max(MAX_LIMIT).optional(),
    /** Instances to skip; default 0. */
    offset: z.number().int().min(0).optional(),
    /**
     * Serve the answer from the result cache: seconds it stays fresh (true: DEFAULT_CACHE_SECONDS;
     * 0, false or absent: not cached). Kept per user and per request.
     */
    cache: z.union([z.number().int().min(0).max(86_400), z.boolean()]).optional(),
    /**
     * Run the stored query of the Command instance of this name (its `query` value, a get_data
     * payload) for the caller. Only limit, offset, sort and idx (replacing the stored ones),
     * filter (added to the stored one) and cache may come with it. A command with `cacheSeconds`
     * > 0 keeps its answer that long (one per user when `perUser`). Unknown command → 400.
     */
    command: commandNameSchema.optional(),
  })
  .strict();
export type GetDataPayload = z.infer<typeof getDataPayloadSchema>;

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

/** A value as get_data and get_form return it: text, number, boolean, an id, an ISO date-time, or null. */
export const wireScalarSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** One row of a get_data answer: one value of one field of one instance. */
export const dataRowSchema = z.object({
  /** 1-based ordinal of the instance in the page, counting from offset + 1 (the same on all its rows). */
  row: z.number().int(),
  inst: idSchema,
  /** The field's property id (META_PROP.name for the name row). */
  prop: idSchema,
  /**
   * The value: text (string, text, multiString, id, file, date as 'YYYY-MM-DD'), number (int,
   * float), boolean, an ISO 8601 date-time (dateTime, date_create), an instance id (object
   * properties; class) or a user id (author); for reverse fields, the linking instance's id.
   */
  val: wireScalarSchema,
  /** Display text: the linked instance's (class's, user's) name for links, the value as text otherwise. */
  cap: z.string().nullable(),
  /** For reverse fields, the linking instance; otherwise the class the instance was found in. */
  from: idSchema.nullable(),
  /**
   * The caller may not change this value: a read-only property, author or date_create, the public
   * user, or a Command/Plugin instance read by a non-administrator.
   */
  readonly: z.boolean(),
  /** The caller may delete the instance (not the public user; Command/Plugin instances: administrators only). */
  can_delete: z.boolean(),
  /** Position of the value among the property's values (0-based). */
  idx: z.number().int(),
  /** Language of a multiString value; null otherwise. */
  lang: z.string().nullable(),
});
export type DataRow = z.infer<typeof dataRowSchema>;

/** One group of a grouped answer, over the whole matching set (not just the page). */
export const dataGroupSchema = z.object({
  /** The group property's first value (null: instances without a value). */
  val: wireScalarSchema,
  /** Its display text (the linked instance's name for object properties). */
  cap: z.string().nullable(),
  /** Matching instances with this value. */
  count: z.number().int(),
});
export type DataGroup = z.infer<typeof dataGroupSchema>;

export const getDataResultSchema = z.object({
  rows: z.array(dataRowSchema),
  /** Matching instances before offset and limit. */
  count_rows: z.number().int(),
  /** With `group`: the groups in row order. */
  groups: z.array(dataGroupSchema).optional(),
});
export type GetDataResult = z.infer<typeof getDataResultSchema>;

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
  vals: z.array(z.object({ val: wireScalarSchema, cap: z.string().nullable(), idx: z.number().int(), lang: z.string().nullable() })),
});
export type FormField = z.infer<typeof formFieldSchema>;
/** get_form answer: the fields (own, then inherited, then common), count_rows = their number. */
export const getFormResultSchema = z.object({ rows: z.array(formFieldSchema), count_rows: z.number().int() });
export type GetFormResult = z.infer<typeof getFormResultSchema>;

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

export const DEFERRED_STATUSES = ['pending', 'completed', 'error'] as const;
export type DeferredStatus = (typeof DEFERRED_STATUSES)[number];
/** Answer of POST /api/data with `deferred: true`. */
export const deferredStartSchema = z.object({ requestId: idSchema });
/** Path parameters of GET/DELETE /api/data/:requestId[/status]. */
export const deferredParamsSchema = z.object({ requestId: idSchema }).strict();
/** Query of the deferred follow-up calls: the data session when no Authorization header is sent. */
export const deferredQuerySchema = z.object({ session: z.string().max(100).optional() }).strict();
/** GET /api/data/:requestId/status. A request left pending longer than DEFERRED_TIMEOUT_MS reads as error. */
export const deferredStatusSchema = z.object({ requestId: idSchema, status: z.enum(DEFERRED_STATUSES) });
/** DELETE /api/data/:requestId. */
export const deferredDeleteResultSchema = z.object({ result: z.literal('ok') });
/** The client's poll timeout (spec: 1800000 ms); the server gives up on a request pending that long. */
export const DEFERRED_TIMEOUT_MS = 1_800_000;
export const errorResponseSchema = z.object({ error: z.string() });
