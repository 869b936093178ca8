import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import { DEFAULT_ANALYSIS, fcaUploadFieldsSchema, MAX_NAME, type FcaEntry, type FcaSettings } from '../../realtime/protocol/fca';
import { parseInput, invalid, notFound } from '../problems';
import { requireSignedIn } from '../auth';
import { readMultipartUpload, problemResponse } from '../http';
import { findEntry, insertEntry } from './fcaRepository';
import { presentEntry } from './fcaPresent';
import { baseName, readUploadedContext, uploadFormat } from './fcaUpload';
import { FCA_MESSAGES } from './fcaMessages';

// a context of MAX_OBJECTS × MAX_ATTRIBUTES in .cxt is about 200 MB; real ones are far smaller, and
// the file is read into memory whole, so uploads stop where imports do
const MIN_UPLOAD_BYTES = 50 * 1024 * 1024;

/**
 * POST /fca/upload (multipart: `file` .cxt or .csv, `name` optional): a new entry holding the
 * uploaded context. A malformed file is refused with its line (400 { error, line }) and nothing is
 * written.
 */
export async function fcaUploadRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  const limit = Math.max(ctx.config.bodyLimitBytes, MIN_UPLOAD_BYTES);
  await api.register(async (uploads) => {
    await uploads.register(multipart, { limits: { fileSize: limit, files: 1, fields: 5, fieldSize: 10_000 } });

    uploads.post('/fca/upload', async (request, reply: FastifyReply): Promise<FcaEntry | FastifyReply> => {
      const caller = await requireSignedIn(ctx, request);
      const { file, fields } = await readMultipartUpload(request, limit);
      const { name } = parseInput(fcaUploadFieldsSchema, fields, 'upload fields');
      if (file.content.length === 0) throw invalid(FCA_MESSAGES.emptyFile);
      const text = file.content.toString('utf8');
      const format = uploadFormat(file.name, text);
      const read = readUploadedContext(text, format);
      if ('problem' in read) {
        const { status, body } = problemResponse(read.problem);
        return reply.code(status).send(read.line === undefined ? body : { ...body, line: read.line });
      }
      const settings: FcaSettings = { source: 'upload', format, fileName: file.name.slice(0, MAX_NAME), analysis: DEFAULT_ANALYSIS };
      const entryName = (name || baseName(file.name)).slice(0, MAX_NAME);
      const id = await insertEntry(ctx.db, caller.user.id, { name: entryName, annotation: '', settings, context: read.context });
      const row = await findEntry(ctx.db, id);
      if (!row) throw notFound(FCA_MESSAGES.notFound);
      reply.code(201);
      return presentEntry(row, true);
    });
  });
}
