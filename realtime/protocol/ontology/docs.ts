import { z } from 'zod';
import { idSchema } from '../ids';

/**
 * The documentation of an ontology map (/ontology-doc/{id}, /ontology-gloss/{id} and the public
 * /public/ontology-doc/{id}): GET /api/ontologyDoc/{id} for signed-in users, GET
 * /api/public/ontology-doc/{id} for everybody but only while the map is marked public (isPublic);
 * a map that is not public answers exactly like an unknown one (404).
 */

const refSchema = z.object({ id: idSchema, name: z.string() });
export type DocRef = z.infer<typeof refSchema>;

/** Texts by language ('ru', 'en', '' for untagged). */
const textsSchema = z.record(z.string(), z.string());

const termBase = {
  id: idSchema,
  name: z.string(),
  labels: textsSchema,
  comments: textsSchema,
  iri: z.string().nullable(),
  deprecated: z.boolean(),
};

export const docPropertySchema = z.object({
  ...termBase,
  kind: z.enum(['object', 'data']),
  domain: z.array(refSchema),
  /** Object property: the target class. */
  range: refSchema.nullable(),
  /** Data property: its value type. */
  type: z.string().nullable(),
  min: z.number(),
  /** -1: unlimited. */
  max: z.number(),
  inverseOf: refSchema.nullable(),
});
export type DocProperty = z.infer<typeof docPropertySchema>;

export const docClassSchema = z.object({
  ...termBase,
  parents: z.array(refSchema),
  subclasses: z.array(refSchema),
  /** Properties whose domain is this class (wherever they are kept). */
  properties: z.array(docPropertySchema),
  individuals: z.array(refSchema),
  /** All individuals of the class; `individuals` lists at most DOC_MAX_INDIVIDUALS. */
  individualCount: z.number().int(),
});
export type DocClass = z.infer<typeof docClassSchema>;

export const DOC_MAX_INDIVIDUALS = 500;

export const ontologyDocSchema = z.object({
  map: z.object({ id: idSchema, name: z.string(), labels: textsSchema, comments: textsSchema, isPublic: z.boolean() }),
  counts: z.object({ classes: z.number().int(), objectProperties: z.number().int(), dataProperties: z.number().int(), individuals: z.number().int() }),
  classes: z.array(docClassSchema),
  objectProperties: z.array(docPropertySchema),
  dataProperties: z.array(docPropertySchema),
});
export type OntologyDoc = z.infer<typeof ontologyDocSchema>;

export const ontologyDocParamsSchema = z.object({ id: idSchema }).strict();
