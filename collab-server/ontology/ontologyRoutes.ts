import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { AppContext } from '../context';
import { findMapHeader } from './ontologyMaps';
import { idParamsSchema } from '../../realtime/protocol/ids';
import { OWL_MAX_FILE_BYTES, owlExportQuerySchema, owlImportFieldsSchema, type OwlImportStarted, type OwlImportStatusAnswer } from '../../realtime/protocol/ontology/owl';
import { ontologyStatsQuerySchema, type OntologyStats } from '../../realtime/protocol/ontology/stats';
import { parseInput, forbidden, invalid, notFound } from '../problems';
import { requireCaller, requireSignedIn } from '../auth';
import { readMultipartUpload } from '../http';
import { assertMayWriteData, RIGHTS_MESSAGES } from '../ontologyStore';
import { mayEditIn, type EditRights } from '../../model/editRights';
import { ontologyStats } from './ontologyStats';
import { RunningOwlImports } from './owl/runningOwlImports';
import { failAbandonedOwlImports, findOwlImport, insertOwlImport } from './owl/owlImportRepository';
import { OWL_JOB_MESSAGES } from './owl/owlImportJob';
import { exportOntology } from './owl/owlExport';

/** A pending or running import nobody has touched for this long was left by a process that stopped. */
const ABANDONED_AFTER_MS = 2 * 60_000;

export const OWL_ROUTE_MESSAGES = {
  empty: 'Файл пуст',
  notMap: (id: string): string => `Онтологическая карта ${id} не найдена`,
  notFound: 'Импорт не найден',
  newMapForbidden: 'Недостаточно прав для изменения данных: новую карту онтологии создаёт редактор всей онтологии — выберите карту, где вы редактор',
} as const;

/**
 * An ontology file lands on one map: a new map is made by those who may change everything, an
 * existing one is filled by its editors. (Entities the file names by IRI that already live on
 * other maps are updated as part of the import; the map editor imported them by choice.)
 */
async function assertMayImportInto(ctx: AppContext, rights: EditRights, map: string | null): Promise<void> {
  if (rights.all) return;
  if (map === null) throw forbidden(OWL_ROUTE_MESSAGES.newMapForbidden);
  if (!mayEditIn(rights, [map])) throw forbidden(RIGHTS_MESSAGES.notMapEditor((await findMapHeader(ctx.db, map))?.name ?? map));
}

async function assertIsMap(ctx: AppContext, id: string): Promise<void> {
  if (!(await findMapHeader(ctx.db, id))) throw invalid(OWL_ROUTE_MESSAGES.notMap(id));
}

/**
 * Ontology-wide endpoints: counts per map, OWL import (a background job answering its id at once;
 * live progress through the hub, status from here) and OWL export as a file.
 */
export async function ontologyRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  const jobs = new RunningOwlImports(ctx);
  api.addHook('onClose', async () => jobs.stopAll());
  const abandoned = await failAbandonedOwlImports(ctx.db, ABANDONED_AFTER_MS, OWL_JOB_MESSAGES.stopped);
  if (abandoned > 0) ctx.log.warn({ abandoned }, 'OWL imports left unfinished by a stopped process marked failed');

  api.get('/ontology/stats', async (request): Promise<OntologyStats> => {
    await requireCaller(ctx, request);
    const query = parseInput(ontologyStatsQuerySchema, request.query ?? {}, 'query');
    if (query.map) await assertIsMap(ctx, query.map);
    return ontologyStats(ctx.db, query.map);
  });

  await api.register(async (uploads) => {
    const limit = Math.max(ctx.config.bodyLimitBytes, OWL_MAX_FILE_BYTES);
    await uploads.register(multipart, { limits: { fileSize: limit, files: 1, fields: 10, fieldSize: 10_000 } });
    uploads.post('/ontology/import', async (request): Promise<OwlImportStarted> => {
      const caller = await requireSignedIn(ctx, request);
      const rights = await assertMayWriteData(ctx.db, caller);
      const { file, fields } = await readMultipartUpload(request, limit);
      const input = parseInput(owlImportFieldsSchema, fields, 'import fields');
      const text = file.content.toString('utf8').replace(/^\uFEFF/, '');
      if (text.trim() === '') throw invalid(OWL_ROUTE_MESSAGES.empty);
      if (input.map) await assertIsMap(ctx, input.map);
      await assertMayImportInto(ctx, rights, input.map ?? null);
      const importId = randomUUID();
      const mapId = input.map ?? randomUUID();
      const format = input.format && input.format !== 'auto' ? input.format : null;
      await insertOwlImport(ctx.db, { id: importId, owner: caller.user.id, fileName: file.name, format, mapId });
      jobs.start({ id: importId, ownerId: caller.user.id, isAdmin: caller.user.is_admin, fileName: file.name, text, format, map: { id: mapId, isNew: !input.map } });
      return { importId, mapId };
    });
  });

  api.get('/ontology/import/:id', async (request): Promise<OwlImportStatusAnswer> => {
    const caller = await requireSignedIn(ctx, request);
    const { id } = parseInput(idParamsSchema, request.params, 'import id');
    // a running job answers from memory: on PGlite its transaction holds the store until it ends
    const running = jobs.status(id);
    const found = running ?? (await findOwlImport(ctx.db, id));
    // somebody else's import does not exist for the caller
    if (!found || (found.ownerId !== caller.user.id && !caller.user.is_admin)) throw notFound(OWL_ROUTE_MESSAGES.notFound);
    const { ownerId: _owner, ...answer } = found;
    return answer;
  });

  api.get('/ontology/export', async (request, reply) => {
    await requireSignedIn(ctx, request);
    const query = parseInput(owlExportQuerySchema, request.query ?? {}, 'query');
    if (query.map) await assertIsMap(ctx, query.map);
    const file = await exportOntology(ctx.db, query.format, query.map ?? null);
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.asciiName}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
      .send(file.body);
  });
}
