import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { idParamsSchema } from '../../realtime/protocol/ids';
import {
  markdownQuerySchema,
  runSearchSchema,
  saveSearchSchema,
  searchSharingSchema,
  type SavedSearch,
  type SavedSearchList,
  type SearchAnswer,
  type SearchSharing,
  type SearchesForInstance,
} from '../../realtime/protocol/semanticSearch';
import { parseInput, isProblem, notFound } from '../problems';
import { problemResponse } from '../http';
import { requireSignedIn } from '../auth';
import { contentDisposition } from '../dataApi';
import { accessTo, loadAccessGrants } from '../access';
import { requireEditable, requireReadable, searchObject } from './searchGuard';
import { deleteSearch, findSearchRow, insertSearch, listSearchRows, presentSearch, presentSummary, rolesOf, settingsOf, updateSearch } from './searchRepository';
import { readSharing, writeSharing } from './searchSharing';
import { runSearch } from './searchRunner';
import { exportFileName, exportSearch, ExportStopped } from './searchExport';
import { answerMarkdown } from './searchMarkdown';
import { placeOf, SEARCH_MESSAGES } from './searchProblems';
import { instanceClassesWithAncestors } from './searchesForInstance';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A refusal that names a place answers it under `details.place` (searchPlaceSchema); others as usual. */
async function withPlace<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    const place = placeOf(error);
    if (!place || !isProblem(error)) throw error;
    const { status, body } = problemResponse(error);
    return reply.code(status).send({ ...body, details: { place } });
  }
}

const runOptions = (input: ReturnType<typeof runSearchSchema.parse>) => ({ limit: input.limit, offset: input.offset, sort: input.sort, filters: input.filters, inst: input.inst });

/**
 * Saved semantic searches (domain spec §3.3, §5, §9): list, create, read, change, delete, copy,
 * share; run a saved or a draft search; its Markdown table; Excel export of the whole answer.
 */
export async function semanticSearchRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx;

  api.get('/semanticSearch', async (request): Promise<SavedSearchList> => {
    const caller = await requireSignedIn(ctx, request);
    const grants = await loadAccessGrants(db, caller);
    const rows = await listSearchRows(db);
    return { items: rows.map((r) => ({ r, a: accessTo(grants, searchObject(r)) })).filter((x) => x.a.read).map((x) => presentSummary(x.r, x.a.change)) };
  });

  api.post('/semanticSearch', async (request, reply) =>
    withPlace(reply, async (): Promise<SavedSearch> => {
      const caller = await requireSignedIn(ctx, request);
      const input = parseInput(saveSearchSchema, request.body, 'semantic search');
      // a division by zero shows only when run: the search is run once before it is written
      await runSearch(db, caller, input.json, { limit: 1, offset: 0, filters: [] });
      const id = await insertSearch(db, caller.user.id, input);
      reply.code(201);
      return presentSearch((await findSearchRow(db, id))!, true);
    }),
  );

  api.post('/semanticSearch/run', async (request, reply) =>
    withPlace(reply, async (): Promise<SearchAnswer> => {
      const caller = await requireSignedIn(ctx, request);
      const input = parseInput(runSearchSchema, request.body, 'semantic search run');
      if (!input.settings) throw notFound(SEARCH_MESSAGES.notFound);
      return runSearch(db, caller, input.settings, runOptions(input));
    }),
  );

  api.post('/semanticSearch/export.xlsx', async (request, reply) =>
    withPlace(reply, async () => {
      await requireSignedIn(ctx, request);
      const input = parseInput(runSearchSchema, request.body, 'semantic search export');
      if (!input.settings) throw notFound(SEARCH_MESSAGES.notFound);
      return sendExcel(ctx, request, reply, input.settings, runOptions(input), exportFileName(null));
    }),
  );

  api.get('/semanticSearch/forInstance/:id', async (request): Promise<SearchesForInstance> => {
    const { id } = parseInput(idParamsSchema, request.params, 'instance id');
    const caller = await requireSignedIn(ctx, request);
    const instance = await db.selectFrom('instances').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
    if (!instance) throw notFound('Экземпляр не найден');
    const [grants, classes] = await Promise.all([loadAccessGrants(db, caller), instanceClassesWithAncestors(db, id)]);
    const rows = await listSearchRows(db, classes);
    return { instance, items: rows.map((r) => ({ r, a: accessTo(grants, searchObject(r)) })).filter((x) => x.a.read).map((x) => presentSummary(x.r, x.a.change)) };
  });

  api.get('/semanticSearch/:id', async (request): Promise<SavedSearch> => {
    const { id } = parseInput(idParamsSchema, request.params, 'search id');
    const caller = await requireSignedIn(ctx, request);
    const { row, access } = await requireReadable(db, caller, id);
    return presentSearch(row, access.change);
  });

  api.put('/semanticSearch/:id', async (request, reply) =>
    withPlace(reply, async (): Promise<SavedSearch> => {
      const { id } = parseInput(idParamsSchema, request.params, 'search id');
      const caller = await requireSignedIn(ctx, request);
      const input = parseInput(saveSearchSchema, request.body, 'semantic search');
      await requireEditable(db, caller, id);
      // a division by zero shows only when run: the search is run once before it is written
      await runSearch(db, caller, input.json, { limit: 1, offset: 0, filters: [] });
      await updateSearch(db, id, input);
      return presentSearch((await findSearchRow(db, id))!, true);
    }),
  );

  api.delete('/semanticSearch/:id', async (request): Promise<{ deleted: true }> => {
    const { id } = parseInput(idParamsSchema, request.params, 'search id');
    const caller = await requireSignedIn(ctx, request);
    await requireEditable(db, caller, id);
    await deleteSearch(db, id);
    return { deleted: true };
  });

  api.post('/semanticSearch/:id/copy', async (request, reply): Promise<SavedSearch> => {
    const { id } = parseInput(idParamsSchema, request.params, 'search id');
    const caller = await requireSignedIn(ctx, request);
    const { row } = await requireReadable(db, caller, id);
    const copy = saveSearchSchema.parse({ code: row.code, name: `${row.name} (копия)`.slice(0, 300), desc: row.description, subject_area: presentSearch(row, false).subject_area, json: settingsOf(row), app: row.app === 'edu' ? 'edu' : 'onto' });
    const newId = await insertSearch(db, caller.user.id, copy, rolesOf(row));
    reply.code(201);
    return presentSearch((await findSearchRow(db, newId))!, true);
  });

  api.get('/semanticSearch/:id/sharing', async (request): Promise<SearchSharing> => {
    const { id } = parseInput(idParamsSchema, request.params, 'search id');
    const caller = await requireSignedIn(ctx, request);
    const { row } = await requireReadable(db, caller, id);
    return readSharing(db, row);
  });

  api.put('/semanticSearch/:id/sharing', async (request): Promise<SearchSharing> => {
    const { id } = parseInput(idParamsSchema, request.params, 'search id');
    const input = parseInput(searchSharingSchema, request.body, 'search sharing');
    const caller = await requireSignedIn(ctx, request);
    const row = await requireEditable(db, caller, id);
    await writeSharing(db, row, input);
    return readSharing(db, (await findSearchRow(db, id))!);
  });

  api.post('/semanticSearch/:id/run', async (request, reply) =>
    withPlace(reply, async (): Promise<SearchAnswer> => {
      const { id } = parseInput(idParamsSchema, request.params, 'search id');
      const caller = await requireSignedIn(ctx, request);
      const input = parseInput(runSearchSchema, request.body ?? {}, 'semantic search run');
      const { row } = await requireReadable(db, caller, id);
      return runSearch(db, caller, input.settings ?? settingsOf(row), runOptions(input));
    }),
  );

  api.get('/semanticSearch/:id/markdown', async (request, reply) =>
    withPlace(reply, async () => {
      const { id } = parseInput(idParamsSchema, request.params, 'search id');
      const { params } = parseInput(markdownQuerySchema, request.query ?? {}, 'markdown parameters');
      const caller = await requireSignedIn(ctx, request);
      const { row } = await requireReadable(db, caller, id);
      const answer = await runSearch(db, caller, settingsOf(row), { limit: 1000, offset: 0, filters: [] });
      return reply.type('text/markdown; charset=utf-8').send(answerMarkdown(answer, params));
    }),
  );

  api.get('/semanticSearch/:id/export.xlsx', async (request, reply) =>
    withPlace(reply, async () => {
      const { id } = parseInput(idParamsSchema, request.params, 'search id');
      const caller = await requireSignedIn(ctx, request);
      const { row } = await requireReadable(db, caller, id);
      return sendExcel(ctx, request, reply, settingsOf(row), { filters: [] }, exportFileName(row.name));
    }),
  );
}

async function sendExcel(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  settings: ReturnType<typeof settingsOf>,
  options: Parameters<typeof exportSearch>[3],
  fileName: string,
): Promise<FastifyReply> {
  const caller = await requireSignedIn(ctx, request);
  // refusals (a deleted class, a division by zero) must answer before the file starts
  await runSearch(ctx.db, caller, settings, { ...options, limit: 1, offset: 0 });
  const out = new PassThrough();
  reply.header('content-type', XLSX).header('content-disposition', contentDisposition(fileName, XLSX));
  // a download cancelled half-way ends the export (and its transaction) instead of waiting for a reader
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) out.destroy();
  });
  exportSearch(ctx.db, caller, settings, options, out).catch((error: unknown) => {
    if (error instanceof ExportStopped) return ctx.log.debug('semantic search export stopped: the download was cancelled');
    ctx.log.error({ err: error }, 'semantic search export failed');
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply.send(out);
}
