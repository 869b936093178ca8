import { z } from 'zod';
import { idSchema } from './ids';

/**
 * OWL rules (domain spec §3.6, §5 "a rule's syntax can be checked", §9 "rule results show first 50
 * rows"). A rule is SWRL text (`Pizza(?p) ^ hasTopping(?p, ?t) ^ CheeseTopping(?t) -> CheeseyPizza(?p)`)
 * typed against the ontology, optionally built from a structure the editor draws (triads: a variable
 * bound to a class; triad links: object properties between them; filters: conditions on data
 * values; out triads: what the rule derives). The server keeps what a rule derives stored, marked
 * computed with the rule that derived it, and recomputes it when data the rule reads changes.
 */

/** The five kinds (§3.6) and what each derives. */
export const RULE_KINDS = [
  /** A data value computed by builtins (`swrlb:multiply(?z, ?x, ?y) -> total(?o, ?z)`). */
  'valueComputation',
  /** An object link between instances (`hasParent(?x, ?y) ^ hasBrother(?y, ?z) -> hasUncle(?x, ?z)`). */
  'dependency',
  /** A name or label computed for the instances of a class (`swrlb:stringConcat`). */
  'classNaming',
  /** Class membership (`... -> CheeseyPizza(?p)`). */
  'computedClass',
  /** A value given when none is stated (the head's property, only where the instance has no value of it). */
  'defaultValue',
] as const;
export const ruleKindSchema = z.enum(RULE_KINDS);
export type RuleKind = z.infer<typeof ruleKindSchema>;

/** A SWRL variable name without its `?` (also the key of a triad). */
export const varNameSchema = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,39}$/, 'имя переменной: буквы, цифры, подчёркивания');

/** A triad: a variable of the rule bound to a class (`Pizza(?p)`). */
export const triadSchema = z.object({ id: varNameSchema, classId: idSchema, x: z.number().finite().optional(), y: z.number().finite().optional() }).strict();
export type Triad = z.infer<typeof triadSchema>;

/** Triad link (§3.6): `link_type` (an object property) from triad1's instance to triad2's; `name` is its caption. */
export const triadLinkSchema = z.object({ id: z.string().min(1).max(40), triad1: varNameSchema, triad2: varNameSchema, link_type: idSchema, name: z.string().max(300).default('') }).strict();
export type TriadLink = z.infer<typeof triadLinkSchema>;

/** Comparisons of a filter, each a SWRL builtin (eq → swrlb:equal, gt → swrlb:greaterThan, contains → swrlb:contains, …). */
export const COMPARE_METHODS = ['eq', 'ne', 'lt', 'lte', 'gt', 'gte', 'contains', 'starts', 'exists'] as const;
export const compareMethodSchema = z.enum(COMPARE_METHODS);
export type CompareMethod = z.infer<typeof compareMethodSchema>;

/**
 * Filter (§3.6): a condition on the data property `collection` of the triad `inst_type`.
 * `string_value` is the literal compared with; `is_rule_param`: the value is the run parameter
 * `param_name` instead (given to run in `params`). `exists`: the instance has a value (no comparison).
 */
export const ruleFilterSchema = z
  .object({
    id: z.string().min(1).max(40),
    inst_type: varNameSchema,
    collection: idSchema,
    compare_method: compareMethodSchema,
    string_value: z.string().max(1000).default(''),
    is_rule_param: z.boolean().default(false),
    param_name: z.string().max(100).default(''),
  })
  .strict();
export type RuleFilter = z.infer<typeof ruleFilterSchema>;

/** An operand of a computed value: a data property of a triad, or a literal. */
export const operandSchema = z.union([z.object({ triad: varNameSchema, prop: idSchema }).strict(), z.object({ literal: z.union([z.string().max(1000), z.number().finite(), z.boolean()]) }).strict()]);
export type Operand = z.infer<typeof operandSchema>;

export const COMPUTE_BUILTINS = ['value', 'add', 'subtract', 'multiply', 'divide', 'stringConcat'] as const;

/**
 * Out triad (§3.6 "props"): what the rule derives on the triad `triad`. `target`: a data property
 * (value computation, class naming, default value; computed by `builtin` over `args`, `value`: the
 * first arg as is), an object property towards the triad `object` (dependency), or a class (computed class).
 */
export const outTriadSchema = z
  .object({
    id: z.string().min(1).max(40),
    triad: varNameSchema,
    target: idSchema,
    object: varNameSchema.optional(),
    builtin: z.enum(COMPUTE_BUILTINS).default('value'),
    args: z.array(operandSchema).max(20).default([]),
  })
  .strict();
export type OutTriad = z.infer<typeof outTriadSchema>;

/** The structure the editor draws (`json_str`); the server turns it into SWRL. */
export const ruleStructureSchema = z
  .object({
    triads: z.array(triadSchema).max(30),
    triad_link: z.array(triadLinkSchema).max(60).default([]),
    filter: z.array(ruleFilterSchema).max(60).default([]),
    out_triad: z.array(outTriadSchema).min(1).max(10),
  })
  .strict();
export type RuleStructure = z.infer<typeof ruleStructureSchema>;

/** Where in the SWRL text an error is: offset from 0, line and column from 1, and the length to underline. */
export const textPositionSchema = z.object({ offset: z.number().int().nonnegative(), line: z.number().int().positive(), column: z.number().int().positive(), length: z.number().int().nonnegative() });
export type TextPosition = z.infer<typeof textPositionSchema>;

/**
 * A problem of a rule, in the user's words: a syntax error (with `position` and `expected`), an
 * unknown name or a type mismatch (with the atom's text and position), a recursion (with the rules
 * of the cycle), or a name the ontology lost since the rule was written.
 */
export const ruleProblemSchema = z.object({
  code: z.enum(['syntax', 'unknownName', 'typeMismatch', 'kindMismatch', 'recursion', 'unsafeVariable', 'structure']),
  message: z.string(),
  position: textPositionSchema.optional(),
  /** What the parser expected there (syntax errors). */
  expected: z.array(z.string()).optional(),
  /** The atom at fault as written. */
  atom: z.string().optional(),
  /** Rules of a cycle, by name (recursion). */
  rules: z.array(z.object({ id: idSchema.nullable(), name: z.string() })).optional(),
});
export type RuleProblem = z.infer<typeof ruleProblemSchema>;

/** A rule as stored (§3.6). `problems` is empty while it types against the ontology as it stands now. */
export const owlRuleSchema = z.object({
  id: idSchema,
  name: z.string(),
  kind: ruleKindSchema,
  /** The author's description of the rule in words. */
  ruleText: z.string(),
  swrl: z.string(),
  /** The drawn structure, when the rule was built (or could be read back) as one; null: SWRL only. */
  json_str: ruleStructureSchema.nullable(),
  /** Derived values are not shown as links to the computed property (the rule is kept apart from the property's card). */
  noConnectionToComputedProp: z.boolean(),
  subject_area: z.array(idSchema),
  /** The ontology map the rule belongs to (its editors may change it); null: the whole ontology. */
  mapId: idSchema.nullable(),
  author: idSchema.nullable(),
  authorName: z.string(),
  date_create: z.string(),
  /** Raised by every change; an update must send the version it started from. */
  version: z.number().int().positive(),
  /** Switched off: derives nothing until switched on. */
  enabled: z.boolean(),
  /** The caller may change and delete it. */
  mayEdit: z.boolean(),
  /** How many values/memberships it derives now. */
  derivedCount: z.number().int().nonnegative(),
  problems: z.array(ruleProblemSchema),
});
export type OwlRule = z.infer<typeof owlRuleSchema>;

/** GET /api/owlRules — the rules the caller may read (no structure, no SWRL problems detail beyond the count). */
export const owlRuleSummarySchema = owlRuleSchema.omit({ json_str: true });
export const owlRuleListSchema = z.object({ items: z.array(owlRuleSummarySchema) });
export type OwlRuleList = z.infer<typeof owlRuleListSchema>;

/**
 * POST /api/owlRules (create) and PUT /api/owlRules/:id (update, with `version`). Give `swrl`, or
 * `json_str` (then the SWRL is generated from it), or both (the SWRL wins; the structure is kept for the editor).
 */
export const saveOwlRuleSchema = z
  .object({
    name: z.string().trim().min(1, 'Укажите название правила').max(300),
    kind: ruleKindSchema,
    ruleText: z.string().max(10_000).default(''),
    swrl: z.string().max(20_000).default(''),
    json_str: ruleStructureSchema.nullable().default(null),
    noConnectionToComputedProp: z.boolean().default(false),
    subject_area: z.array(idSchema).max(50).default([]),
    mapId: idSchema.nullable().default(null),
    enabled: z.boolean().default(true),
  })
  .strict();
export type SaveOwlRule = z.infer<typeof saveOwlRuleSchema>;
export const updateOwlRuleSchema = saveOwlRuleSchema.extend({ version: z.number().int().positive() }).strict();
export type UpdateOwlRule = z.infer<typeof updateOwlRuleSchema>;

/** POST /api/owlRules/check — parse and type SWRL (or a structure) against the ontology, write nothing. */
export const checkOwlRuleSchema = z
  .object({
    kind: ruleKindSchema.optional(),
    swrl: z.string().max(20_000).default(''),
    json_str: ruleStructureSchema.nullable().default(null),
    /** Checked for recursion with the other rules as if it replaced this one. */
    ruleId: idSchema.nullable().default(null),
  })
  .strict();
export type CheckOwlRule = z.infer<typeof checkOwlRuleSchema>;

/** The answer of check: `ok` and the problems; the SWRL (generated from the structure when given), the kind it reads as, the structure read back when possible. */
export const checkOwlRuleAnswerSchema = z.object({
  ok: z.boolean(),
  swrl: z.string(),
  /** The kind the head suggests (null when the text does not parse). */
  kind: ruleKindSchema.nullable(),
  json_str: ruleStructureSchema.nullable(),
  problems: z.array(ruleProblemSchema),
  /** Classes and properties the rule reads and writes (ids), for the editor's highlights. */
  reads: z.array(idSchema),
  writes: z.array(idSchema),
});
export type CheckOwlRuleAnswer = z.infer<typeof checkOwlRuleAnswerSchema>;

export const RULE_RESULT_ROWS = 50;

/** POST /api/owlRules/:id/run and POST /api/owlRules/run (a draft: `swrl`/`json_str` and `kind` given). */
export const runOwlRuleSchema = z
  .object({
    kind: ruleKindSchema.optional(),
    swrl: z.string().max(20_000).optional(),
    json_str: ruleStructureSchema.nullable().optional(),
    /** Values of rule parameters (filters with is_rule_param), by param_name. */
    params: z.record(z.string().max(100), z.union([z.string().max(1000), z.number().finite(), z.boolean()])).default({}),
  })
  .strict();
export type RunOwlRule = z.infer<typeof runOwlRuleSchema>;

/** A cell of a run row: a value, or an instance shown by name. */
export const ruleCellSchema = z.union([z.string(), z.number(), z.boolean(), z.null(), z.object({ id: idSchema, name: z.string() })]);
export type RuleCell = z.infer<typeof ruleCellSchema>;

/**
 * The answer of a run: the first 50 rows of what the rule derives (§9), one per derived fact, with
 * column headers: the rule's variables (`?p` → column `p`, kind `instance` or `value`), then the
 * derived fact (`derived`: the value, linked instance or class). `total`: all rows it derives.
 */
export const runOwlRuleAnswerSchema = z.object({
  columns: z.array(z.object({ key: z.string(), name: z.string(), kind: z.enum(['instance', 'value', 'derived']) })),
  rows: z.array(z.object({ subject: z.object({ id: idSchema, name: z.string() }), cells: z.record(z.string(), ruleCellSchema) })),
  total: z.number().int().nonnegative(),
  /** What the head writes, in words (`CheeseyPizza`, `total`). */
  head: z.string(),
});
export type RunOwlRuleAnswer = z.infer<typeof runOwlRuleAnswerSchema>;

/**
 * Refusals: `{ error, details?: { problems: RuleProblem[] } }` — 400 for bad SWRL (syntax with position,
 * unknown names, type mismatches, recursion), 409 for a stale `version` (`details.current`: the rule as it is now).
 */
export const owlRuleRefusalSchema = z.object({ error: z.string(), details: z.object({ problems: z.array(ruleProblemSchema).optional(), current: owlRuleSchema.optional() }).optional() });
export type OwlRuleRefusal = z.infer<typeof owlRuleRefusalSchema>;
