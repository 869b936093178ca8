import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { AppContext } from '../../context';
import { MAX_STATE_FILE_BYTES, parseIgnoredProps, stateQuerySchema, type DiffResult } from '../../../realtime/protocol/ontology/diff';
import { diffOntologyStates } from '../../../model/ontologyDiff';
import { exportOntologyState } from './ontologyStateExport';
import { parseInput, invalid, tooLarge } from '../../problems';
import { requireSignedIn } from '../../auth';

/** The diff form: the two state files as text and the text fields (session, ignoredProps). */
type StateFilesUpload = { state1: string | null; state2: string | null; fields: Record<string, string> };

const FILE_FIELDS = ['state1', 'state2'] as const;

/** Reads the multipart body of POST /api/ontologyDiff/diff: files state1 and state2, text fields. */
async function readStateFilesUpload(request: FastifyRequest, limit: number): Promise<StateFilesUpload> {
  if (!request.isMultipart()) throw invalid('Ожидается multipart/form-data с файлами state1 и state2');
  const upload: StateFilesUpload = { state1: null, state2: null, fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        upload.fields[part.fieldname] = String(part.value);
        continue;
      }
      const file = part as MultipartFile;
      const content = await file.toBuffer();
      const field = FILE_FIELDS.find((f) => f === file.fieldname);
      if (!field) throw invalid(`Неизвестное поле с файлом: ${file.fieldname} (ожидаются state1 и state2)`);
      upload[field] = content.toString('utf8').replace(/^\uFEFF/, '');
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(`Файл состояния больше допустимого размера (${limit} байт)`);
    throw error;
  }
  return upload;
}

const stamp = (d: Date): string => d.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');

/** The ontology state file (/base-update) and the diff of two of them (/ontologyDiff), domain spec §4, §7, §9. */
export async function ontologyDiffRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  api.get('/ontology/state', async (request, reply) => {
    const query = parseInput(stateQuerySchema, request.query ?? {}, 'state query');
    const caller = await requireSignedIn(ctx, request);
    const state = await exportOntologyState(ctx.db, caller, query.map ?? null);
    const name = `ontology-state${state.header.map ? `-${state.header.map.id.slice(0, 8)}` : ''}-${stamp(new Date(state.header.exportedAt))}.json`;
    return reply.header('content-type', 'application/json; charset=utf-8').header('content-disposition', `attachment; filename="${name}"`).send(JSON.stringify(state));
  });

  await api.register(async (uploads) => {
    await uploads.register(multipart, { limits: { fileSize: MAX_STATE_FILE_BYTES, files: 2, fields: 5, fieldSize: 100_000 } });
    uploads.post('/ontologyDiff/diff', async (request): Promise<DiffResult> => {
      const upload = await readStateFilesUpload(request, MAX_STATE_FILE_BYTES);
      await requireSignedIn(ctx, request, upload.fields.session);
      let ignored: string[];
      try {
        ignored = parseIgnoredProps(upload.fields.ignoredProps);
      } catch (error) {
        throw invalid((error as Error).message);
      }
      // a missing file is the user's mistake to show beside the other file's problems, not a failed call
      const missing = (['state1', 'state2'] as const).filter((f) => upload[f] === null || upload[f]?.trim() === '').map((f) => `${f}: файл не передан или пуст`);
      if (missing.length) return { errors: missing, warnings: [], stats: {}, diff: null, names: {} };
      return diffOntologyStates(upload.state1 ?? '', upload.state2 ?? '', ignored);
    });
  });
}
