import type { z } from 'zod';
import { apiFetch } from '../../../api/apiFetch';
import { apiUrl } from '../../../api/basePath';
import { readApiAnswer } from '../../../api/apiAnswer';
import { UnknownApiError } from '../../../api/apiErrors';
import { tokenStore } from '../../../api/auth/tokenStore';
import {
  importCheckResultSchema,
  importDetailSchema,
  importListSchema,
  importPreviewSchema,
  importStartedSchema,
  type ImportCheck,
  type ImportCheckResult,
  type ImportDetail,
  type ImportMapping,
  type ImportPreview,
  type ImportSummary,
} from '../../../../realtime/protocol/imports';

/** A multipart call (apiFetch sends JSON only), with the stored credentials; the answer parsed with its schema. */
async function postForm<S extends z.ZodType>(schema: S, path: string, form: FormData): Promise<z.infer<S>> {
  const headers: Record<string, string> = {};
  const authorization = tokenStore.authorization();
  if (authorization) headers.authorization = authorization;
  let res: Response;
  try {
    res = await fetch(apiUrl(path), { method: 'POST', headers, body: form });
  } catch (error) {
    throw new UnknownApiError(error instanceof Error ? error.message : String(error), 0);
  }
  return schema.parse(readApiAnswer({ status: res.status, ok: res.ok, statusText: res.statusText, text: await res.text() }, `POST ${path}`));
}

export function previewImportFile(file: File): Promise<ImportPreview> {
  const form = new FormData();
  form.append('file', file);
  return postForm(importPreviewSchema, 'import/preview', form);
}

export async function startFileImport(file: File, classId: string, mapping: ImportMapping, name: string): Promise<string> {
  const form = new FormData();
  form.append('class', classId);
  form.append('mapping', JSON.stringify(mapping));
  if (name.trim()) form.append('name', name.trim());
  form.append('file', file);
  return (await postForm(importStartedSchema, 'import', form)).importId;
}

export async function startSpreadsheetImport(link: string, classId: string, mapping: ImportMapping, name: string): Promise<string> {
  const body = { link, class: classId, mapping, ...(name.trim() ? { name: name.trim() } : {}) };
  return importStartedSchema.parse(await apiFetch('import/spreadsheet', { body })).importId;
}

export async function checkImportSample(check: ImportCheck): Promise<ImportCheckResult> {
  return importCheckResultSchema.parse(await apiFetch('import/check', { body: check }));
}

export async function fetchImport(id: string, options: { noLog?: boolean } = {}): Promise<ImportDetail> {
  return importDetailSchema.parse(await apiFetch(`import/${id}`, { noLog: options.noLog }));
}

export async function fetchImports(): Promise<ImportSummary[]> {
  return importListSchema.parse(await apiFetch('import')).imports;
}
