import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { readMultipartUpload } from '../http';
import type { AppContext } from '../context';
import { idParamsSchema } from '../../realtime/protocol/ids';
import { fileQuerySchema, fileUploadFieldsSchema, removeAllFilesSchema, type FileInfo } from '../../realtime/protocol/dataApi/files';
import { parseInput, notFound } from '../problems';
import { requireSignedIn } from '../auth';
import { readFile, removeFilesOfDeletedInstances, saveFile } from './fileRepository';
import { contentDisposition } from './contentDisposition';

/**
 * Files: upload (multipart), download, and removal of the files of deleted instances. Signed-in
 * callers only: the Authorization header, or the data session in `?session=` (in the body for remove-all).
 */
export async function fileRoutes(api: FastifyInstance, ctx: AppContext): Promise<void> {
  const limit = ctx.config.bodyLimitBytes;
  await api.register(async (uploads) => {
    await uploads.register(multipart, { limits: { fileSize: limit, files: 1, fields: 10, fieldSize: 1000 } });
    uploads.post('/file/upload', async (request): Promise<FileInfo> => {
      const query = parseInput(fileQuerySchema, request.query ?? {}, 'query');
      // the caller is known before a byte of the body is read
      const caller = await requireSignedIn(ctx, request, query.session);
      const { file, fields } = await readMultipartUpload(request, limit);
      const parsed = parseInput(fileUploadFieldsSchema, fields, 'upload fields');
      return saveFile(ctx.db, { ...file, inst: parsed.inst ?? null, author: caller.user.id });
    });
  });

  api.get('/file/:id', async (request, reply) => {
    const { id } = parseInput(idParamsSchema, request.params, 'file id');
    const { session } = parseInput(fileQuerySchema, request.query ?? {}, 'query');
    await requireSignedIn(ctx, request, session);
    const file = await readFile(ctx.db, id);
    if (!file) throw notFound('Файл не найден');
    return reply
      .header('content-type', file.mime)
      .header('content-length', file.content.length)
      .header('content-disposition', contentDisposition(file.name, file.mime))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=3600')
      .send(file.content);
  });

  api.post('/file/remove-all', async (request): Promise<{ removed: number }> => {
    const body = parseInput(removeAllFilesSchema, request.body, 'remove-all request');
    await requireSignedIn(ctx, request, body.session);
    return { removed: await removeFilesOfDeletedInstances(ctx.db, body.ids) };
  });
}
