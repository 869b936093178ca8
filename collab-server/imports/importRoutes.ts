import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { AppContext } from '../context';
import { idParamsSchema } from '../../realtime/protocol/ids';
import {
  importCheckSchema,
  importListQuerySchema,
  importUploadFieldsSchema,
  spreadsheetImportSchema,
  spreadsheetPreviewRequestSchema,
  extractSpreadsheetId,
  spreadsheetLinkError,
  type ImportCheckResult,
  type ImportDetail,
  type ImportPreview,
  type ImportStarted,
  type ImportSummary,
} from '../../realtime/protocol/imports';
import { parseInput, invalid, notFound } from '../problems';
import { requireSignedIn } from '../auth';
import { readMultipartUpload, type MultipartUpload } from '../http';
import { fileKind, previewOf, readUploadedTable } from './tableReader';
import { readSpreadsheetTable } from './gvizTable';
import { checkImportSample, startImport } from './importStarter';
import { failAbandonedImports, findImport, listImports } from './importRepository';
import { RunningImports } from './runningImports';
import { JOB_MESSAGES } from './importJob';

/** Import files may be larger than other request bodies: a spreadsheet of a million rows is tens of megabytes. */
const MIN_IMPORT_FILE_BYTES = 50 * 1024 * 1024;
/** A queued or running import nobody has touched for this long was left by a process that stopped. */
const ABANDONED_AFTER_MS = 2 * 60_000;

/** The multipart body of an import: one non-empty `file` part, plus text fields. */
async function readImportUpload(request: FastifyRequest, limit: number): Promise<MultipartUpload> {
  const upload = await readMultipartUpload(request, limit);
  if (upload.file.content.length === 0) throw invalid('Файл пуст');
  return upload;
}

/**
 * Imports of rows into a class: CSV / Excel uploads and Google spreadsheet links start a background
 * job and answer its id; status, progress and rejected rows are read back from SQL by any process.
 */
export async function importRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  const jobs = new RunningImports(ctx);
  const limit = Math.max(ctx.config.bodyLimitBytes, MIN_IMPORT_FILE_BYTES);
  api.addHook('onClose', async () => jobs.stopAll());
  const abandoned = await failAbandonedImports(ctx.db, ABANDONED_AFTER_MS, JOB_MESSAGES.stopped);
  if (abandoned > 0) ctx.log.warn({ abandoned }, 'imports left unfinished by a stopped process marked failed');

  await api.register(async (uploads) => {
    await uploads.register(multipart, { limits: { fileSize: limit, files: 1, fields: 10, fieldSize: 1_000_000 } });

    uploads.post('/import', async (request): Promise<ImportStarted> => {
      const caller = await requireSignedIn(ctx, request);
      const { file, fields } = await readImportUpload(request, limit);
      const input = parseInput(importUploadFieldsSchema, fields, 'import fields');
      const kind = fileKind(file);
      const table = await readUploadedTable(file, kind);
      const importId = await startImport(ctx, jobs, caller, { source: kind, fileName: file.name, table, classId: input.class, mapping: input.mapping, name: input.name });
      return { importId };
    });

    uploads.post('/import/preview', async (request): Promise<ImportPreview> => {
      await requireSignedIn(ctx, request);
      const { file } = await readImportUpload(request, limit);
      const kind = fileKind(file);
      return previewOf(await readUploadedTable(file, kind), kind);
    });
  });

  /** The spreadsheet id of a request's link; the spec's link messages come first, whatever else is wrong with the request. */
  const spreadsheetIdOf = (body: unknown): string => {
    const link = (body as { link?: unknown } | null)?.link;
    const text = typeof link === 'string' ? link : undefined;
    const linkProblem = spreadsheetLinkError(text);
    if (linkProblem) throw invalid(linkProblem);
    return extractSpreadsheetId(text as string) as string;
  };

  api.post('/import/spreadsheet/preview', async (request): Promise<ImportPreview> => {
    await requireSignedIn(ctx, request);
    const id = spreadsheetIdOf(request.body);
    parseInput(spreadsheetPreviewRequestSchema, request.body, 'spreadsheet preview');
    return previewOf(await readSpreadsheetTable(ctx.config.spreadsheetServiceUrl, id), 'spreadsheet');
  });

  api.post('/import/spreadsheet', async (request): Promise<ImportStarted> => {
    const caller = await requireSignedIn(ctx, request);
    const id = spreadsheetIdOf(request.body);
    const input = parseInput(spreadsheetImportSchema, request.body, 'spreadsheet import');
    const table = await readSpreadsheetTable(ctx.config.spreadsheetServiceUrl, id);
    const importId = await startImport(ctx, jobs, caller, { source: 'spreadsheet', fileName: input.link, table, classId: input.class, mapping: input.mapping, name: input.name });
    return { importId };
  });

  api.post('/import/check', async (request): Promise<ImportCheckResult> => {
    const caller = await requireSignedIn(ctx, request);
    return checkImportSample(ctx, caller, parseInput(importCheckSchema, request.body, 'import check'));
  });

  api.get('/import', async (request): Promise<{ imports: ImportSummary[] }> => {
    const caller = await requireSignedIn(ctx, request);
    const { limit: max } = parseInput(importListQuerySchema, request.query ?? {}, 'query');
    return { imports: await listImports(ctx.db, { userId: caller.user.id, isAdmin: caller.user.is_admin }, max) };
  });

  api.get('/import/:id', async (request): Promise<ImportDetail> => {
    const caller = await requireSignedIn(ctx, request);
    const { id } = parseInput(idParamsSchema, request.params, 'import id');
    const found = await findImport(ctx.db, id);
    // somebody else's import does not exist for the caller
    if (!found || (found.ownerId !== caller.user.id && !caller.user.is_admin)) throw notFound('Импорт не найден');
    return found;
  });
}
