import { z } from 'zod';
import { idSchema } from '../ids';

/** get_data: which instances, which of their values, filtered, sorted, grouped and paged (platform spec §7). */

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
    /**
     * Run this saved semantic search instead: its rows in this answer's row format, one row per
     * value of each column (`prop` is the column's code), with `limit`, `offset` and `count_rows`.
     */
    semanticSearch: idSchema.optional(),
  })
  .strict();
export type GetDataPayload = z.infer<typeof getDataPayloadSchema>;

/** A value as get_data and get_form return it: text, number, boolean, an id, an ISO date-time, or null. */
export const wireScalarSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** One row of a get_data answer: one value of one field of one instance. */
export const dataRowSchema = z.object({
  /** 1-based ordinal of the instance in the page, counting from offset + 1 (the same on all its rows). */
  row: z.number().int(),
  inst: idSchema,
  /** The field's property id (META_PROP.name for the name row); with `semanticSearch`, the column's code. */
  prop: z.union([idSchema, z.string().regex(/^[A-Za-z0-9_]+$/).max(60)]),
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
  /** Derived by an OWL rule or inferred by the reasoner (a value, or a class membership on the class row), not stated; always read-only. */
  computed: z.literal(true).optional(),
  /** The name of the rule that derived it. */
  rule: z.string().optional(),
  /** A class membership the reasoner inferred (computed too): not stated, always read-only. */
  inferred: z.literal(true).optional(),
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
