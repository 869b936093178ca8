import { apiFetch, KnownApiError } from '../../../api/apiFetch';
import {
  classDefinitionSchema,
  definitionVocabularySchema,
  expressionConflictSchema,
  expressionRefusalSchema,
  type ClassDefinition,
  type DefinitionSection,
  type ExpressionConflict,
  type ExpressionRefusal,
} from '../../../../realtime/protocol/ontology/axioms';
import type { NamedEntity } from '../../../../model/owl/manchester/resolver';

const base = (classId: string) => `ontology/classes/${classId}/definition`;

export async function loadDefinition(classId: string, lang: string): Promise<ClassDefinition> {
  return classDefinitionSchema.parse(await apiFetch<unknown>(`${base(classId)}?lang=${lang}`));
}

/** The names an expression on this class may use, for completion and for checking as one types. */
export async function loadVocabulary(classId: string, lang: string): Promise<NamedEntity[]> {
  return definitionVocabularySchema.parse(await apiFetch<unknown>(`${base(classId)}/vocabulary?lang=${lang}`)).entries;
}

/** A save's outcome: the definition as it now stands, the text refused at a place, or a colleague's change in between. */
export type SaveOutcome =
  | { kind: 'saved'; definition: ClassDefinition }
  | { kind: 'refused'; syntax: ExpressionRefusal['syntax'] }
  | { kind: 'conflict'; conflict: ExpressionConflict };

async function outcomeOf(call: Promise<unknown>): Promise<SaveOutcome> {
  try {
    return { kind: 'saved', definition: classDefinitionSchema.parse(await call) };
  } catch (error) {
    if (error instanceof KnownApiError && error.status === 400) {
      const refusal = expressionRefusalSchema.safeParse(error.data);
      if (refusal.success) return { kind: 'refused', syntax: refusal.data.syntax };
    }
    if (error instanceof KnownApiError && error.status === 409) {
      const conflict = expressionConflictSchema.safeParse(error.data);
      if (conflict.success) return { kind: 'conflict', conflict: conflict.data };
    }
    throw error;
  }
}

export const addExpression = (classId: string, section: DefinitionSection, text: string, lang: string): Promise<SaveOutcome> =>
  outcomeOf(apiFetch<unknown>(base(classId), { body: { section, text, lang }, noLog: true }));

export const changeExpression = (classId: string, axiomId: string, version: number, text: string, lang: string): Promise<SaveOutcome> =>
  outcomeOf(apiFetch<unknown>(`${base(classId)}/${axiomId}`, { method: 'PUT', body: { text, version, lang }, noLog: true }));

export const deleteExpression = (classId: string, axiomId: string, version: number, lang: string): Promise<SaveOutcome> =>
  outcomeOf(apiFetch<unknown>(`${base(classId)}/${axiomId}?version=${version}&lang=${lang}`, { method: 'DELETE', noLog: true }));
