import type { ColumnBinding, ColumnType, DecisionProblem } from '../../../../realtime/protocol/dmn';
import { kindOfDataType, type CatalogProperty, type DataTypeKind } from '../../../../model/ontologyCatalog';
import type { WorkspaceColumn } from '../editor/dmnWorkspace';

// the column types have no date-and-time: a moment is compared by its day
const COLUMN_TYPE_OF: Readonly<Record<DataTypeKind, ColumnType>> = { integer: 'integer', decimal: 'double', boolean: 'boolean', date: 'date', string: 'string' };

/**
 * A bound column takes its type from the property (issue 17 §2): numbers by kind, yes/no, days;
 * texts, references (an instance's id), files and anything else read as strings.
 */
export function columnTypeOfProperty(property: Pick<CatalogProperty, 'kind' | 'dataType'>): ColumnType {
  return property.kind === 'object' ? 'string' : COLUMN_TYPE_OF[kindOfDataType(property.dataType)];
}

const sameColumn = (b: ColumnBinding, column: Pick<WorkspaceColumn, 'decisionId' | 'columnId'>) => b.decisionId === column.decisionId && b.columnId === column.columnId;

/** The binding of a column, if any. */
export const bindingOf = (bindings: readonly ColumnBinding[], column: Pick<WorkspaceColumn, 'decisionId' | 'columnId'>): ColumnBinding | undefined =>
  bindings.find((b) => sameColumn(b, column));

/** The bindings with this column bound to the property (replacing its former binding). */
export function withBinding(bindings: readonly ColumnBinding[], column: Pick<WorkspaceColumn, 'decisionId' | 'columnId' | 'kind'>, propId: string): ColumnBinding[] {
  const next: ColumnBinding = { decisionId: column.decisionId, columnId: column.columnId, kind: column.kind, propId };
  return bindings.some((b) => sameColumn(b, column)) ? bindings.map((b) => (sameColumn(b, column) ? next : b)) : [...bindings, next];
}

/** The bindings without this column's. */
export const withoutBinding = (bindings: readonly ColumnBinding[], column: Pick<WorkspaceColumn, 'decisionId' | 'columnId'>): ColumnBinding[] =>
  bindings.filter((b) => !sameColumn(b, column));

/** Bindings of columns no longer in the model (deleted in the table) are dropped on the way to the save. */
export const liveBindings = (bindings: readonly ColumnBinding[], columns: readonly WorkspaceColumn[]): ColumnBinding[] =>
  bindings.filter((b) => columns.some((c) => sameColumn(b, c)));

/** The flags raised on a column (its property deleted or retyped). */
export const problemsOf = (problems: readonly DecisionProblem[], column: Pick<WorkspaceColumn, 'columnId'>): DecisionProblem[] => problems.filter((p) => p.columnId === column.columnId);
