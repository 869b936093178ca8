import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import {
  factLinksQuerySchema,
  factParamsSchema,
  factSheetQuerySchema,
  termMapQuerySchema,
  type FactLinkPage,
  type FactSheet,
  type TermMap,
} from '../../realtime/protocol/factExplorer';
import { parseInput } from '../problems';
import { requireSignedIn } from '../auth';
import { unreadableClasses } from '../ontologyStore';
import { loadFactSheet } from './factSheet';
import { linkGroups } from './factLinks';
import { loadReadableInstance } from './factAccess';
import { loadTermMap } from './termMap';

/** The fact explorer: an instance's facts, further pages of its links, and the term map of its classes. Signed-in users only. */
export async function factExplorerRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  // a static path: registered apart from /:inst, which it would otherwise look like
  api.get('/factExplorer/termMap', async (request): Promise<TermMap> => {
    const caller = await requireSignedIn(ctx, request);
    const query = parseInput(termMapQuerySchema, request.query ?? {}, 'query');
    return loadTermMap(ctx.db, caller, query);
  });

  api.get('/factExplorer/:inst', async (request): Promise<FactSheet> => {
    const caller = await requireSignedIn(ctx, request);
    const { inst } = parseInput(factParamsSchema, request.params, 'instance id');
    const query = parseInput(factSheetQuerySchema, request.query ?? {}, 'query');
    return loadFactSheet(ctx.db, caller, inst, query.lang, query.limit);
  });

  api.get('/factExplorer/:inst/links', async (request): Promise<FactLinkPage> => {
    const caller = await requireSignedIn(ctx, request);
    const { inst } = parseInput(factParamsSchema, request.params, 'instance id');
    const query = parseInput(factLinksQuerySchema, request.query ?? {}, 'query');
    await loadReadableInstance(ctx.db, caller, inst);
    const [group] = await linkGroups(ctx.db, { inst, ...query, hidden: unreadableClasses(caller) });
    return { ...group!, direction: query.direction, offset: query.offset };
  });
}
