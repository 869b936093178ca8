import { z } from 'zod';
import { idSchema } from '../ids';

/**
 * A class's logical definition on the class card (issue 16 item 2): its SubClassOf, EquivalentTo
 * and DisjointWith class expressions in Manchester syntax, read in the caller's language and
 * edited one expression at a time with the version last seen (a stale one answers 409 with the
 * current text). Changes are change-log rows on the class (ops below), so the hub pushes them as
 * ENTITY_CHANGE to everyone viewing it.
 *
 * GET    /api/ontology/classes/:id/definition?lang=ru            → ClassDefinition
 * GET    /api/ontology/classes/:id/definition/vocabulary?lang=ru → DefinitionVocabulary (names for completion)
 * POST   /api/ontology/classes/:id/definition                    AddExpressionBody → ClassDefinition
 * PUT    /api/ontology/classes/:id/definition/:axiomId           ChangeExpressionBody → ClassDefinition
 * DELETE /api/ontology/classes/:id/definition/:axiomId?version=n → ClassDefinition
 * 400: bad input or bad Manchester text (ExpressionRefusal, nothing written); 403: no right to edit
 * the class's map; 404: no such class or expression; 409: ExpressionConflict.
 */

export const DEFINITION_SECTIONS = ['subClassOf', 'equivalentTo', 'disjointWith'] as const;
export const definitionSectionSchema = z.enum(DEFINITION_SECTIONS);
export type DefinitionSection = z.infer<typeof definitionSectionSchema>;

/** What the change log calls a change of a class's definition (entity: the class, prop: null). */
export const DEFINITION_OPS = { add: 'axiom.add', change: 'axiom.change', delete: 'axiom.delete' } as const;
export const isDefinitionOp = (op: string): boolean => op.startsWith('axiom.');

/** A change-log row's before/after for those ops. */
export const definitionChangeSchema = z.object({ id: idSchema, section: definitionSectionSchema, text: z.string(), version: z.number().int() });
export type DefinitionChangeValue = z.infer<typeof definitionChangeSchema>;

const langSchema = z.string().regex(/^[a-z]{2}$/);
export const MAX_EXPRESSION_LENGTH = 10_000;
const textSchema = z.string().trim().min(1, 'the expression is empty').max(MAX_EXPRESSION_LENGTH);

export const definitionQuerySchema = z.object({ lang: langSchema.optional() }).strict();
export const definitionParamsSchema = z.object({ id: idSchema }).strict();
export const expressionParamsSchema = z.object({ id: idSchema, axiomId: idSchema }).strict();
export const deleteExpressionQuerySchema = z.object({ version: z.coerce.number().int().min(1), lang: langSchema.optional() }).strict();

export const addExpressionBodySchema = z.object({ section: definitionSectionSchema, text: textSchema, lang: langSchema.optional() }).strict();
export type AddExpressionBody = z.infer<typeof addExpressionBodySchema>;

export const changeExpressionBodySchema = z.object({ text: textSchema, version: z.number().int().min(1), lang: langSchema.optional() }).strict();
export type ChangeExpressionBody = z.infer<typeof changeExpressionBodySchema>;

export const definitionExpressionSchema = z.object({
  /** The stored axiom's id. */
  id: idSchema,
  section: definitionSectionSchema,
  /** Manchester syntax, names in the asked language. */
  text: z.string(),
  version: z.number().int(),
  /** False for axioms with more than two classes (EquivalentClasses: A, B, C): shown, not edited here. */
  editable: z.boolean(),
  changedBy: z.string().nullable(),
  changedAt: z.string(),
});
export type DefinitionExpression = z.infer<typeof definitionExpressionSchema>;

export const classDefinitionSchema = z.object({
  classId: idSchema,
  /** The map the expressions are kept in (the class's own map first); null: the class is in no map, nothing can be added. */
  mapId: idSchema.nullable(),
  /** May the caller change the definition; when not, `reason` says why in the caller's words. */
  editable: z.boolean(),
  reason: z.string().nullable(),
  /** Named superclasses (the class tree's parents), shown as context; they are edited as parents. */
  parents: z.array(z.object({ id: idSchema, name: z.string() })),
  expressions: z.array(definitionExpressionSchema),
});
export type ClassDefinition = z.infer<typeof classDefinitionSchema>;

export const VOCABULARY_KINDS = ['Class', 'ObjectProperty', 'DataProperty', 'NamedIndividual', 'Datatype'] as const;
export const vocabularyEntrySchema = z.object({
  iri: z.string(),
  kind: z.enum(VOCABULARY_KINDS),
  /** The name shown in the asked language. */
  name: z.string(),
  /** Other names it answers to (the stored name, labels in other languages). */
  aliases: z.array(z.string()).optional(),
});
export const definitionVocabularySchema = z.object({ entries: z.array(vocabularyEntrySchema) });
export type DefinitionVocabulary = z.infer<typeof definitionVocabularySchema>;

/** 400 for a text that does not parse or does not type: where and why (an i18n key of classes.axioms.errors). */
export const expressionRefusalSchema = z.object({
  error: z.string(),
  syntax: z.object({
    key: z.string(),
    code: z.string(),
    at: z.number().int(),
    length: z.number().int(),
    name: z.string().optional(),
    expected: z.array(z.union([z.object({ keyword: z.string() }), z.object({ category: z.string() })])).optional(),
  }),
});
export type ExpressionRefusal = z.infer<typeof expressionRefusalSchema>;

/** 409: the expression changed (or went) since the version sent: what it is now and who changed it. */
export const expressionConflictSchema = z.object({
  error: z.string(),
  current: definitionExpressionSchema.nullable(),
  changedBy: z.string().nullable(),
});
export type ExpressionConflict = z.infer<typeof expressionConflictSchema>;
