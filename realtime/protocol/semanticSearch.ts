import { z } from 'zod';
import { idSchema } from './ids';

/**
 * Semantic search (domain spec §3.3, §5, §9): a saved question over the ontology. Its settings hold
 * a graph of classes (nodes) linked by object properties (edges) with conditions on the nodes, the
 * columns it returns (property values along the graph), calculated columns (formulas over column
 * codes) and aggregations. The server compiles the settings into one SQL statement.
 */

/** A column's code: what formulas refer to as `[code]` (letters, digits and underscores). */
export const CODE_RE = /^[A-Za-z0-9_]+$/;
export const codeSchema = z.string().regex(CODE_RE, 'код состоит из букв, цифр и подчёркиваний').max(60);

/** A node of the graph, local to the search (`n1`, `n2`, …). */
export const nodeKeySchema = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);

/** Aggregations (spec §9): avg is rounded to 2 decimals. */
export const AGGREGATIONS = ['list', 'listUnique', 'sum', 'avg', 'max', 'min', 'count', 'countUnique'] as const;
export const aggregationSchema = z.enum(AGGREGATIONS);
export type Aggregation = z.infer<typeof aggregationSchema>;

/**
 * Conditions of a filter entity, on the node's property given by `column` (a property id or `name`,
 * `id`, `author`, `date_create`, `class`). Values are coerced by the property's type; one that does
 * not fit answers an error naming the filter.
 */
export const CONDITIONS = ['eq', 'ne', 'lt', 'lte', 'gt', 'gte', 'contains', 'starts', 'in', 'empty', 'notEmpty'] as const;
export const conditionSchema = z.enum(CONDITIONS);
export type Condition = z.infer<typeof conditionSchema>;

const scalarSchema = z.union([z.string().max(10_000), z.number().finite(), z.boolean(), z.null()]);
export type ScalarValue = z.infer<typeof scalarSchema>;

/** A filter entity (spec §3.3, list use): a named condition on a node, switchable. */
export const filterEntitySchema = z
  .object({
    id: z.string().min(1).max(40),
    /** What the user calls this filter (shown in the drawer and in error messages). */
    name: z.string().max(200).default(''),
    /** The node whose instances it constrains. */
    node: nodeKeySchema,
    condition: conditionSchema,
    /** A property id or an intrinsic alias (name, id, author, date_create, class). */
    column: z.string().min(1).max(40),
    value: z.union([scalarSchema, z.array(scalarSchema).max(1000)]).optional(),
    /** How it joins the filters before it on the same node: all must hold (`and`) or any (`or`). */
    constraint: z.enum(['and', 'or']).default('and'),
    enabled: z.boolean().default(true),
  })
  .strict();
export type FilterEntity = z.infer<typeof filterEntitySchema>;

/** A class in the graph; `subclasses`: its subclasses' instances count too. */
export const searchNodeSchema = z
  .object({
    id: nodeKeySchema,
    classId: idSchema,
    subclasses: z.boolean().default(true),
    /** Where the builder's graph drew it. */
    x: z.number().finite().optional(),
    y: z.number().finite().optional(),
  })
  .strict();
export type SearchNode = z.infer<typeof searchNodeSchema>;

/**
 * An object property followed between two nodes. `out`: `from`'s instance has `propId` pointing
 * at `to`'s; `in`: `to`'s instance points at `from`'s. `optional`: `from`'s instances without such
 * a neighbour stay (an outer join), with empty columns on `to`.
 */
export const searchEdgeSchema = z
  .object({
    id: z.string().min(1).max(40),
    from: nodeKeySchema,
    to: nodeKeySchema,
    propId: idSchema,
    direction: z.enum(['out', 'in']).default('out'),
    optional: z.boolean().default(false),
  })
  .strict();
export type SearchEdge = z.infer<typeof searchEdgeSchema>;

/** The graph filter (spec §3.3): nodes, edges, and the filter entities (`where`). The first node is the root. */
export const searchFilterSchema = z
  .object({
    id: z.string().min(1).max(40),
    nodes: z.array(searchNodeSchema).min(1).max(20),
    edges: z.array(searchEdgeSchema).max(40),
    where: z.array(filterEntitySchema).max(200),
  })
  .strict();
export type SearchFilter = z.infer<typeof searchFilterSchema>;

/** A column: a property's values on a node (spec §3.3). Order by `ord` (step 10). */
export const searchColumnSchema = z
  .object({
    id: z.string().min(1).max(40),
    idx: z.number().int().nonnegative().optional(),
    code: codeSchema,
    node: nodeKeySchema,
    /** A property id (data or object property) or an intrinsic alias (name, id, author, date_create, class). */
    prop_id: z.string().min(1).max(40),
    /** The property's own name when the column was added; `new_name` is what the user renamed it to. */
    old_name: z.string().max(300).default(''),
    new_name: z.string().max(300).default(''),
    hidden: z.boolean().default(false),
    /** Not offered in the result table's column filters. */
    do_not_filter: z.boolean().default(false),
    agg: aggregationSchema.nullable().default(null),
    ord: z.number().int().default(0),
    /** Sort priority (1 first); null: not sorted by this column. */
    sort: z.number().int().positive().nullable().default(null),
    sort_mode: z.enum(['asc', 'desc']).default('asc'),
    osa_types: z.array(z.string()).optional(),
    fields: z.array(z.string()).optional(),
  })
  .strict();
export type SearchColumn = z.infer<typeof searchColumnSchema>;

export const CALC_TYPES = ['number', 'string', 'boolean', 'date'] as const;

/** A calculated column (spec §3.3): a formula over `[code]` references of columns (and earlier calculated columns). */
export const calcColumnSchema = z
  .object({
    id: z.string().min(1).max(40),
    idx: z.number().int().nonnegative().optional(),
    code: codeSchema,
    name: z.string().max(300),
    formula: z.string().max(4000),
    type: z.enum(CALC_TYPES).default('number'),
    ord: z.number().int().default(0),
    agg: aggregationSchema.nullable().default(null),
    hidden: z.boolean().default(false),
    sort: z.number().int().positive().nullable().default(null),
    sort_mode: z.enum(['asc', 'desc']).default('asc'),
  })
  .strict();
export type CalcColumn = z.infer<typeof calcColumnSchema>;

/** The settings (`json`) of a saved search: spec §3.3 — filters (the first holds the graph and its where), columns, calcColumns. */
export const searchSettingsSchema = z
  .object({
    filters: z.array(searchFilterSchema).min(1).max(1),
    columns: z.array(searchColumnSchema).max(100),
    calcColumns: z.array(calcColumnSchema).max(50).default([]),
    /** Rows per page the author chose; null: computed from the height. */
    pageSize: z.number().int().min(1).max(1000).nullable().default(null),
  })
  .strict();
export type SearchSettings = z.infer<typeof searchSettingsSchema>;

/** A saved semantic search as stored (spec §3.3). */
export const savedSearchSchema = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  desc: z.string(),
  rootClass: idSchema,
  rootClassName: z.string(),
  subject_area: z.array(idSchema),
  author: idSchema.nullable(),
  authorName: z.string(),
  dateCreate: z.string(),
  json: searchSettingsSchema,
  app: z.string(),
  /** Roles whose holders read it (sharing by role). */
  roles: z.array(idSchema),
  /** The caller may change, share and delete it. */
  mayEdit: z.boolean(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** GET /api/semanticSearch — the saved searches the caller may read. */
export const savedSearchListSchema = z.object({ items: z.array(savedSearchSchema.omit({ json: true })) });
export type SavedSearchList = z.infer<typeof savedSearchListSchema>;

/** POST /api/semanticSearch (create), PUT /api/semanticSearch/:id (replace). */
export const saveSearchSchema = z
  .object({
    code: z.string().max(100).default(''),
    name: z.string().trim().min(1, 'Укажите название поиска').max(300),
    desc: z.string().max(4000).default(''),
    subject_area: z.array(idSchema).max(50).default([]),
    json: searchSettingsSchema,
    app: z.enum(['onto', 'edu']).default('onto'),
  })
  .strict();
export type SaveSearch = z.infer<typeof saveSearchSchema>;

/** GET/PUT /api/semanticSearch/:id/sharing: roles whose holders read it; users given it by assignment (read or edit). */
export const searchSharingSchema = z.object({
  roles: z.array(idSchema).max(100),
  users: z.array(z.object({ userId: idSchema, edit: z.boolean() })).max(500),
});
export type SearchSharing = z.infer<typeof searchSharingSchema>;

/** A quick filter the result table adds on a visible column (not `do_not_filter`). */
export const columnFilterSchema = z.object({ code: codeSchema, condition: conditionSchema, value: z.union([scalarSchema, z.array(scalarSchema).max(1000)]).optional() }).strict();
export type ColumnFilter = z.infer<typeof columnFilterSchema>;

/**
 * POST /api/semanticSearch/run (a draft: `settings` given) and POST /api/semanticSearch/:id/run (saved).
 * `sort` replaces the columns' own sort; `inst` binds the root node to one instance (an instance's
 * tables, semantic navigation).
 */
export const runSearchSchema = z
  .object({
    settings: searchSettingsSchema.optional(),
    limit: z.number().int().min(1).max(1000).default(50),
    offset: z.number().int().nonnegative().default(0),
    sort: z.array(z.object({ code: codeSchema, dir: z.enum(['asc', 'desc']) })).max(10).optional(),
    filters: z.array(columnFilterSchema).max(50).default([]),
    inst: idSchema.optional(),
  })
  .strict();
export type RunSearch = z.infer<typeof runSearchSchema>;

/** A cell: a value, a link to an instance (shown by name), or several of them. */
export type CellValue = string | number | boolean | null | { id: string; name: string } | CellValue[];
export const cellValueSchema: z.ZodType<CellValue> = z.lazy(() =>
  z.union([z.string(), z.number(), z.boolean(), z.null(), z.object({ id: idSchema, name: z.string() }), z.array(cellValueSchema)]),
);

export const COLUMN_KINDS = ['string', 'number', 'boolean', 'date', 'dateTime', 'link', 'text'] as const;

/**
 * A column of an answer, in display order; hidden columns are not in the answer. An aggregated
 * column is titled with its aggregation («Количество: Название») and its kind is the aggregation's
 * result (count, sum, avg: number; list: text); `aggregates` names the column it aggregates and
 * the kind of its values (a list's items are shown by it).
 */
export const resultColumnSchema = z.object({
  code: codeSchema,
  name: z.string(),
  kind: z.enum(COLUMN_KINDS),
  agg: aggregationSchema.nullable(),
  calculated: z.boolean(),
  filterable: z.boolean(),
  aggregates: z.object({ name: z.string(), kind: z.enum(COLUMN_KINDS) }).optional(),
});
export type ResultColumn = z.infer<typeof resultColumnSchema>;

/** The answer of a run: the page of rows, the count of all rows, and what the answer reads (for live updates). */
export const searchAnswerSchema = z.object({
  columns: z.array(resultColumnSchema),
  /** `cells` by column code; `inst`: the root node's instance (null in an aggregated row). */
  rows: z.array(z.object({ inst: idSchema.nullable(), cells: z.record(z.string(), cellValueSchema) })),
  total: z.number().int().nonnegative(),
  /** Rows are groups: some column aggregates, the others group. */
  aggregated: z.boolean(),
  /**
   * What the answer depends on: a change to an instance of one of `classes` (or a subclass) in one
   * of `props`, or to its membership, name or existence, may change it (model/semanticSearch/liveChange.ts);
   * other changes cannot. The open result re-runs only for those.
   */
  reads: z.object({ classes: z.array(idSchema), props: z.array(z.string()) }),
  /** The change-log position the answer was read at. */
  seq: z.string(),
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;

/**
 * Where a search is wrong, so the builder can point at it: a message in the user's words and the
 * place (a calculated column's formula with the position in it, a filter, a column, a node).
 * Every refusal of a run, save or export carries it under `details.place`.
 */
export const searchPlaceSchema = z.object({
  kind: z.enum(['calcColumn', 'filter', 'column', 'node', 'edge', 'search']),
  id: z.string(),
  /** For a formula: the character position the error is at. */
  position: z.number().int().nonnegative().optional(),
});
export type SearchPlace = z.infer<typeof searchPlaceSchema>;

/** GET /api/semanticSearch/:id/markdown?params=groupField=x;headerLevel=2 — the result as a Markdown table. */
export const markdownQuerySchema = z.object({ params: z.string().max(1000).default('') }).strict();

/** GET /api/semanticSearch/forInstance/:id — saved searches that apply to an instance (its classes and their ancestors). */
export const searchesForInstanceSchema = z.object({ instance: z.object({ id: idSchema, name: z.string() }), items: savedSearchListSchema.shape.items });
export type SearchesForInstance = z.infer<typeof searchesForInstanceSchema>;
