import type { OwlImportError } from '../../../../realtime/protocol/ontology/owl';

/** The file picker takes these; the server also reads other names when the format is chosen. */
export const OWL_EXTENSIONS = ['.owl', '.rdf', '.ttl', '.xml'];

export function isOwlFileName(name: string): boolean {
  const lower = name.trim().toLowerCase();
  return OWL_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

/** Where a parse error is, for the message: 'line' and 'column' keys of the owl part when known. */
export function errorPlace(error: OwlImportError): { key: 'owl.import.errorAtColumn' | 'owl.import.errorAtLine' | null; line?: number; column?: number } {
  if (error.line && error.column) return { key: 'owl.import.errorAtColumn', line: error.line, column: error.column };
  if (error.line) return { key: 'owl.import.errorAtLine', line: error.line };
  return { key: null };
}

/** Whole percents of a 0..1 progress, never 100 before the end. */
export function percentOf(progress: number, done: boolean): number {
  if (done) return 100;
  return Math.min(99, Math.max(0, Math.floor(progress * 100)));
}
