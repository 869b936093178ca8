import type { SetValue } from '../../../../../realtime/protocol/dataApi/setData';
import { change, type OntologyChange } from '../../client';
import { readTypedValue, type ValueProblem } from '../typedValue';

/**
 * Bulk creation from a pasted list: one instance per line, its name first; cells after a tab fill
 * the chosen columns in order (what Excel or a table copies). Blank lines are skipped.
 */
export type PasteColumn = { prop: string; cap: string; type: string; kind: 'data' | 'object' };

export type LineProblem =
  | { kind: 'noName' }
  | { kind: 'duplicate'; firstLine: number }
  | { kind: 'extraCells'; count: number }
  | { kind: ValueProblem; column: string };

export type PastedLine = { line: number; name: string; values: Array<{ prop: string; val: SetValue }>; problems: LineProblem[] };

export const MAX_PASTE_LINES = 5000;

export function parsePastedList(text: string, columns: readonly PasteColumn[]): PastedLine[] {
  const firstByName = new Map<string, number>();
  const lines: PastedLine[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    if (raw.trim() === '') return;
    const [nameCell = '', ...cells] = raw.split('\t');
    const name = nameCell.trim();
    const line: PastedLine = { line: index + 1, name, values: [], problems: [] };
    if (!name) line.problems.push({ kind: 'noName' });
    const key = name.toLocaleLowerCase('ru');
    const first = firstByName.get(key);
    if (name && first !== undefined) line.problems.push({ kind: 'duplicate', firstLine: first });
    else if (name) firstByName.set(key, line.line);
    const extra = cells.slice(columns.length).filter((c) => c.trim() !== '').length;
    if (extra > 0) line.problems.push({ kind: 'extraCells', count: extra });
    columns.forEach((column, i) => {
      const cell = (cells[i] ?? '').trim();
      if (!cell) return;
      const reading = readTypedValue(column.kind === 'object' ? 'ref' : column.type, cell);
      if (reading.ok) line.values.push({ prop: column.prop, val: reading.value });
      else line.problems.push({ kind: reading.problem, column: column.cap });
    });
    lines.push(line);
  });
  return lines;
}

/** The changes creating every line, written in one call (only when no line has a problem). */
export function bulkCreateItems(classId: string, lines: readonly PastedLine[], newId: () => string): OntologyChange[] {
  return lines.flatMap((line) => {
    const inst = newId();
    return [change.create(classId, inst, line.name), ...line.values.map((v) => change.set(inst, v.prop, v.val))];
  });
}
