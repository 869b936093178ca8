import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { invalid, tooLarge } from '../problems';

const MAX_FILE_NAME = 255;

export type UploadedFile = { name: string; mime: string; content: Buffer };
export type MultipartUpload = { file: UploadedFile; fields: Record<string, string> };

/**
 * The multipart body of an upload (files, imports): exactly one `file` part plus text fields. The
 * file name keeps only its last path segment: browsers on Windows may send the whole path.
 */
export async function readMultipartUpload(request: FastifyRequest, limit: number): Promise<MultipartUpload> {
  if (!request.isMultipart()) throw invalid('Ожидается multipart/form-data с полем file');
  let file: UploadedFile | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const upload = part as MultipartFile;
      const content = await upload.toBuffer();
      if (upload.fieldname !== 'file') throw invalid(`Неизвестное поле с файлом: ${upload.fieldname}`);
      const name = (upload.filename.split(/[\\/]/).pop() ?? '').slice(0, MAX_FILE_NAME) || 'file';
      file = { name, mime: upload.mimetype || 'application/octet-stream', content };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(`Файл больше допустимого размера (${limit} байт)`);
    if (code === 'FST_FILES_LIMIT') throw invalid('Можно загрузить только один файл за раз');
    throw error;
  }
  if (!file) throw invalid('Не передан файл (поле file)');
  return { file, fields };
}
