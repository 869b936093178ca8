/** Only the Office Open XML workbook is read; old .xls files must be saved as .xlsx first. */
export function isXlsxFileName(name: string): boolean {
  return /\.xlsx$/i.test(name.trim());
}

/** File size for people: whole kilobytes up to a megabyte, then megabytes with one decimal. */
export function fileSizeParts(bytes: number): { value: number; unit: 'kb' | 'mb' } {
  if (bytes < 1024 * 1024) return { value: Math.max(1, Math.ceil(bytes / 1024)), unit: 'kb' };
  return { value: Math.round((bytes / (1024 * 1024)) * 10) / 10, unit: 'mb' };
}
