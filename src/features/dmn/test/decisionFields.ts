import type { OntologyCatalog } from '../../../../model/ontologyCatalog';
import type { ColumnBinding } from '../../../../realtime/protocol/dmn';
import type { WorkspaceColumn } from '../editor/dmnWorkspace';
import { fieldKindOf, parseField, type FieldKind, type FieldText } from './columnValues';

/** One field of the test form: a context entry the decision reads (an input column's expression). */
export type InputField = { name: string; label: string; kind: FieldKind; decisionId: string; columnId: string };

/**
 * The inputs a decision needs: its input columns, and where a column reads another decision's
 * result (its expression is that decision's name) the inputs of that decision instead, so a test
 * of a decision over required decisions asks for the input data only. One field per name.
 */
export function decisionFields(decisionId: string, columns: readonly WorkspaceColumn[], decisions: ReadonlyArray<{ id: string; name: string }>): InputField[] {
  const byName = new Map(decisions.map((d) => [d.name, d.id]));
  const fields = new Map<string, InputField>();
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const column of columns) {
      if (column.decisionId !== id || column.kind !== 'input') continue;
      const name = column.text.trim();
      const required = byName.get(name);
      if (required !== undefined && required !== id) visit(required);
      else if (name !== '' && !fields.has(name)) fields.set(name, { name, label: column.label || name, kind: fieldKindOf(column.typeRef), decisionId: id, columnId: column.columnId });
    }
  };
  visit(decisionId);
  return [...fields.values()];
}

/** The output columns of a decision, in table order. */
export const outputColumnsOf = (decisionId: string, columns: readonly WorkspaceColumn[]): WorkspaceColumn[] =>
  columns.filter((c) => c.decisionId === decisionId && c.kind === 'output');

export type ContextReading = { context: Record<string, unknown>; problems: Array<{ field: InputField; problem: 'number' | 'integer' | 'date' }> };

/** The context of the form's texts: every field's JSON value (empty: null), or the fields that do not read. */
export function contextOf(fields: readonly InputField[], texts: Readonly<Record<string, FieldText>>): ContextReading {
  const context: Record<string, unknown> = {};
  const problems: ContextReading['problems'] = [];
  for (const field of fields) {
    const parsed = parseField(field.kind, texts[field.name] ?? '');
    if (parsed.ok) context[field.name] = parsed.value;
    else problems.push({ field, problem: parsed.problem });
  }
  return { context, problems };
}

/** The properties a decision's inputs are bound to (to find the class whose instance fills them). */
export function boundInputProps(decisionId: string, bindings: readonly ColumnBinding[], fields: readonly InputField[]): string[] {
  const columnIds = new Set(fields.map((f) => f.columnId));
  return [...new Set(bindings.filter((b) => b.kind === 'input' && (b.decisionId === decisionId || columnIds.has(b.columnId))).map((b) => b.propId))];
}

/** The classes whose instances have the bound properties: their domains (a property without one applies to every class). */
export function classesOfProps(catalog: Pick<OntologyCatalog, 'properties'>, propIds: readonly string[]): string[] {
  return [...new Set(propIds.flatMap((id) => catalog.properties.get(id)?.domains ?? []))];
}
