import { apiFetch } from '../../../api/apiFetch';
import { importPreviewSchema, type ImportPreview } from '../../../../realtime/protocol/imports';

export async function previewSpreadsheet(link: string): Promise<ImportPreview> {
  return importPreviewSchema.parse(await apiFetch('import/spreadsheet/preview', { body: { link } }));
}
