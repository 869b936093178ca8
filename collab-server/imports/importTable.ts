/** Rows of a file or spreadsheet, keyed by column label, all values as text. */
export type ImportTable = {
  columns: string[];
  rows: Record<string, string>[];
  /** How text was decoded (CSV only). */
  encoding: string | null;
};

export const TABLE_MESSAGES = {
  noHeader: 'В файле нет строки заголовков',
  notXlsx: 'Файл не является книгой Excel (.xlsx)',
  noSheet: 'В книге Excel нет листов',
  unsupported: 'Поддерживаются файлы CSV (.csv) и Excel (.xlsx)',
  duplicateColumn: (label: string): string => `Столбец "${label}" встречается в заголовке дважды`,
  tooManyRows: (max: number): string => `В файле больше ${max} строк`,
} as const;

export const MAX_IMPORT_ROWS = 1_000_000;

/** Column labels as read: trimmed; an empty one is named by its position, a repeated one is refused. */
export function columnLabels(raw: readonly unknown[]): { labels: string[]; duplicate: string | null } {
  const labels = raw.map((value, i) => {
    const text = value === null || value === undefined ? '' : String(value).trim();
    return text || `Столбец ${i + 1}`;
  });
  const seen = new Set<string>();
  for (const label of labels) {
    if (seen.has(label)) return { labels, duplicate: label };
    seen.add(label);
  }
  return { labels, duplicate: null };
}
