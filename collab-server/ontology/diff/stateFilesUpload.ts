import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { badRequest, HttpError } from '../../http/httpError';

/** The diff form: the two state files as text and the text fields (session, ignoredProps). */
export type StateFilesUpload = { state1: string | null; state2: string | null; fields: Record<string, string> };

const FILE_FIELDS = ['state1', 'state2'] as const;

/** Reads the multipart body of POST /api/ontologyDiff/diff: files state1 and state2, text fields. */
export async function readStateFilesUpload(request: FastifyRequest, limit: number): Promise<StateFilesUpload> {
  if (!request.isMultipart()) throw badRequest('Ожидается multipart/form-data с файлами state1 и state2');
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
      if (!field) throw badRequest(`Неизвестное поле с файлом: ${file.fieldname} (ожидаются state1 и state2)`);
      upload[field] = content.toString('utf8').replace(/^\uFEFF/, '');
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, `Файл состояния больше допустимого размера (${limit} байт)`);
    throw error;
  }
  return upload;
}
