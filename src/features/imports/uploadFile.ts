/** Which files each upload page takes: the server reads .xlsx workbooks and CSV text (.csv, .txt, .tsv). */
export type UploadKind = 'csv' | 'xlsx';

/** Only the Office Open XML workbook is read; old .xls files must be saved as .xlsx first. */
export function isXlsxFileName(name: string): boolean {
  return /\.xlsx$/i.test(name.trim());
}

export function isCsvFileName(name: string): boolean {
  return /\.(csv|txt|tsv)$/i.test(name.trim());
}

export const fileFits = (kind: UploadKind, name: string): boolean => (kind === 'xlsx' ? isXlsxFileName(name) : isCsvFileName(name));

export const ACCEPT: Record<UploadKind, string> = {
  csv: '.csv,.txt,.tsv,text/csv,text/plain',
  xlsx: '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** File size for people: whole kilobytes up to a megabyte, then megabytes with one decimal. */
export function fileSizeParts(bytes: number): { value: number; unit: 'kb' | 'mb' } {
  if (bytes < 1024 * 1024) return { value: Math.max(1, Math.ceil(bytes / 1024)), unit: 'kb' };
  return { value: Math.round((bytes / (1024 * 1024)) * 10) / 10, unit: 'mb' };
}

/** The import's default name: the file's, without its extension. */
export function importNameOf(fileName: string): string {
  return fileName.replace(/\.[^.]+$/, '');
}
