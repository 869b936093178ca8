import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { badRequest, HttpError } from '../httpError';

export type ImportUpload = { file: { name: string; content: Buffer }; fields: Record<string, string> };

/** The multipart body of an import: exactly one `file` part, plus text fields. */
export async function readImportUpload(request: FastifyRequest, limit: number): Promise<ImportUpload> {
  if (!request.isMultipart()) throw badRequest('Ожидается multipart/form-data с полем file');
  let file: ImportUpload['file'] | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const upload = part as MultipartFile;
      const content = await upload.toBuffer();
      if (upload.fieldname !== 'file') throw badRequest(`Неизвестное поле с файлом: ${upload.fieldname}`);
      file = { name: (upload.filename.split(/[\\/]/).pop() ?? '').slice(0, 255) || 'file', content };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, `Файл больше допустимого размера (${limit} байт)`);
    if (code === 'FST_FILES_LIMIT') throw badRequest('Можно загрузить только один файл за раз');
    throw error;
  }
  if (!file) throw badRequest('Не передан файл (поле file)');
  if (file.content.length === 0) throw badRequest('Файл пуст');
  return { file, fields };
}
