import type { WorkspaceColumn } from '../editor/dmnWorkspace';

/**
 * A run's columns are keyed by what the engine reads and gives (an input expression, an output's name,
 * e.g. `result`); the results table heads them with the labels the decision table shows («Результат»),
 * the name only where a column has no label.
 */
export function runColumnLabels(side: 'input' | 'output', keys: readonly string[], columns: readonly WorkspaceColumn[]): string[] {
  return keys.map((key) => {
    const column = columns.find((c) => c.kind === side && c.text.trim() === key && c.label.trim() !== '');
    return column ? column.label : key;
  });
}
