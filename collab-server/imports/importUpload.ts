import type { FastifyRequest } from 'fastify';
import { badRequest } from '../http/httpError';
import { readMultipartUpload, type MultipartUpload } from '../http/multipartUpload';

/** The multipart body of an import: one non-empty `file` part, plus text fields. */
export async function readImportUpload(request: FastifyRequest, limit: number): Promise<MultipartUpload> {
  const upload = await readMultipartUpload(request, limit);
  if (upload.file.content.length === 0) throw badRequest('Файл пуст');
  return upload;
}
