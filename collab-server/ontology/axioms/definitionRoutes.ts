import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import type { Caller } from '../../auth';
import {
  addExpressionBodySchema,
  changeExpressionBodySchema,
  definitionParamsSchema,
  definitionQuerySchema,
  deleteExpressionQuerySchema,
  expressionParamsSchema,
  type ClassDefinition,
  type DefinitionVocabulary,
  type ExpressionConflict,
  type ExpressionRefusal,
} from '../../../realtime/protocol/ontology/axioms';
import { mayEditIn, mayEditSomething } from '../../../model/editRights';
import { parseInput, forbidden, invalid, notFound } from '../../problems';
import { requireCaller, requireSignedIn } from '../../auth';
import { RIGHTS_MESSAGES, afterWrite } from '../../ontologyStore';
import { loadEditRights } from '../../access';
import { loadVocabulary } from './definitionVocabulary';
import { loadDefinedClass, presentExpression, readDefinition, type DefinedClass } from './definitionReader';
import { addExpression, changeExpression, deleteExpression, type EditOutcome, type EditScope } from './definitionWriter';
import { definitionMessage, syntaxMessage } from './definitionMessages';

const languageOf = (request: FastifyRequest, asked: string | undefined): string => asked ?? (request.headers['accept-language']?.startsWith('en') ? 'en' : 'ru');

async function classOr404(ctx: AppContext, id: string, lang: string): Promise<DefinedClass> {
  const cls = await loadDefinedClass(ctx.db, id);
  if (!cls) throw notFound(definitionMessage('classNotFound', lang));
  return cls;
}

/** Whether the caller may change the class's definition, and why not in their words. */
async function accessOf(ctx: AppContext, caller: Caller, cls: DefinedClass, lang: string): Promise<{ editable: boolean; reason: string | null }> {
  const rights = await loadEditRights(ctx.db, caller);
  if (!mayEditIn(rights, cls.maps)) return { editable: false, reason: mayEditSomething(rights) ? RIGHTS_MESSAGES.outsideMaps(cls.name) : RIGHTS_MESSAGES.noRights };
  if (!cls.mapId) return { editable: false, reason: definitionMessage('noMap', lang) };
  return { editable: true, reason: null };
}

/** A write's scope, once the caller is known to have the right to edit the class's map. */
async function editScope(ctx: AppContext, request: FastifyRequest, id: string, asked: string | undefined): Promise<EditScope> {
  const lang = languageOf(request, asked);
  const caller = await requireSignedIn(ctx, request);
  const cls = await classOr404(ctx, id, lang);
  const rights = await loadEditRights(ctx.db, caller);
  if (!mayEditIn(rights, cls.maps)) throw forbidden(mayEditSomething(rights) ? RIGHTS_MESSAGES.outsideMaps(cls.name) : RIGHTS_MESSAGES.noRights);
  if (!cls.mapId) throw invalid(definitionMessage('noMap', lang));
  const vocabulary = await loadVocabulary(ctx.db, cls.maps, cls.mapIri, lang);
  return { cls, vocabulary, editor: { userId: caller.user.id, isAdmin: caller.user.is_admin, rights, lang } };
}

/** A write's answer: the definition as it now stands, a 400 naming the place in the text, or a 409 with the current expression. */
async function answer(ctx: AppContext, reply: FastifyReply, scope: EditScope, outcome: EditOutcome): Promise<ClassDefinition | FastifyReply> {
  const { lang } = scope.editor;
  if (outcome.status === 'refused') {
    const body: ExpressionRefusal = { error: syntaxMessage(outcome.syntax, lang), syntax: outcome.syntax };
    return reply.status(400).send(body);
  }
  if (outcome.status === 'conflict') {
    const current = outcome.current ? presentExpression(outcome.current, scope.cls, scope.vocabulary) : null;
    const body: ExpressionConflict = { error: definitionMessage(current ? 'stale' : 'staleDeleted', lang), current, changedBy: outcome.changedBy };
    return reply.status(409).send(body);
  }
  // the hooks hear of the stored definition: the change log row goes out to the class's viewers now,
  // not at the next poll, and the map's classification starts
  afterWrite(ctx, 'definition', scope.editor.userId, { changes: [], axiomMaps: new Set(scope.cls.mapId ? [scope.cls.mapId] : []) });
  return readDefinition(ctx.db, scope.cls, scope.vocabulary, { editable: true, reason: null });
}

/** The class card's logical definition: read, the names it may use, and edits of one expression at a time. */
export async function definitionRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  api.get('/ontology/classes/:id/definition', async (request): Promise<ClassDefinition> => {
    const { id } = parseInput(definitionParamsSchema, request.params, 'class id');
    const query = parseInput(definitionQuerySchema, request.query ?? {}, 'query');
    const caller = await requireCaller(ctx, request);
    const lang = languageOf(request, query.lang);
    const cls = await classOr404(ctx, id, lang);
    const vocabulary = await loadVocabulary(ctx.db, cls.maps, cls.mapIri, lang);
    return readDefinition(ctx.db, cls, vocabulary, await accessOf(ctx, caller, cls, lang));
  });

  api.get('/ontology/classes/:id/definition/vocabulary', async (request): Promise<DefinitionVocabulary> => {
    const { id } = parseInput(definitionParamsSchema, request.params, 'class id');
    const query = parseInput(definitionQuerySchema, request.query ?? {}, 'query');
    await requireCaller(ctx, request);
    const lang = languageOf(request, query.lang);
    const cls = await classOr404(ctx, id, lang);
    const vocabulary = await loadVocabulary(ctx.db, cls.maps, cls.mapIri, lang);
    return { entries: vocabulary.entities.map(({ iri, kind, name, aliases }) => ({ iri, kind, name, ...(aliases?.length ? { aliases: [...aliases] } : {}) })) };
  });

  api.post('/ontology/classes/:id/definition', async (request, reply) => {
    const { id } = parseInput(definitionParamsSchema, request.params, 'class id');
    const body = parseInput(addExpressionBodySchema, request.body, 'expression');
    const scope = await editScope(ctx, request, id, body.lang);
    return answer(ctx, reply, scope, await addExpression(ctx.db, scope, body.section, body.text));
  });

  api.put('/ontology/classes/:id/definition/:axiomId', async (request, reply) => {
    const { id, axiomId } = parseInput(expressionParamsSchema, request.params, 'expression id');
    const body = parseInput(changeExpressionBodySchema, request.body, 'expression');
    const scope = await editScope(ctx, request, id, body.lang);
    return answer(ctx, reply, scope, await changeExpression(ctx.db, scope, axiomId, body.version, body.text));
  });

  api.delete('/ontology/classes/:id/definition/:axiomId', async (request, reply) => {
    const { id, axiomId } = parseInput(expressionParamsSchema, request.params, 'expression id');
    const query = parseInput(deleteExpressionQuerySchema, request.query ?? {}, 'query');
    const scope = await editScope(ctx, request, id, query.lang);
    return answer(ctx, reply, scope, await deleteExpression(ctx.db, scope, axiomId, query.version));
  });
}
