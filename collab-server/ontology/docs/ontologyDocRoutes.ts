import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { ontologyDocParamsSchema, type OntologyDoc } from '../../../realtime/protocol/ontology/docs';
import { resolveCaller, requireSignedIn } from '../../auth';
import { buildOntologyDoc, findOntologyMap } from './ontologyDocModel';
import { notFound, parseInput } from '../../problems';

export const DOC_MESSAGES = {
  notMap: (id: string): string => `Онтологическая карта ${id} не найдена`,
  // the same answer for an unknown map and a map that is not public: visitors learn nothing of it
  notPublic: 'Документация не найдена или не опубликована',
} as const;

/** The documentation of an ontology map: for signed-in users, and to everybody while the map is public. */
export async function ontologyDocRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  api.get('/ontologyDoc/:id', async (request): Promise<OntologyDoc> => {
    const { id } = parseInput(ontologyDocParamsSchema, request.params, 'ontology map id');
    await requireSignedIn(ctx, request);
    const map = await findOntologyMap(ctx.db, id);
    if (!map) throw notFound(DOC_MESSAGES.notMap(id));
    return buildOntologyDoc(ctx.db, map);
  });

  api.get('/public/ontology-doc/:id', async (request): Promise<OntologyDoc> => {
    const { id } = parseInput(ontologyDocParamsSchema, request.params, 'ontology map id');
    // a visitor is the public user (when the installation has one); a signed-in user may look too
    const caller = await resolveCaller(ctx, request.headers.authorization);
    const map = caller ? await findOntologyMap(ctx.db, id) : null;
    if (!map || !map.facts.isPublic) throw notFound(DOC_MESSAGES.notPublic);
    return buildOntologyDoc(ctx.db, map);
  });
}
