import type { DmnColumn, DmnDecisionTable } from './dmnModel';
import { DmnError } from './dmnError';
import { columnTypeOf } from './dmnValues';
import { splitTopLevel } from './feelCache';

const TYPE_WORDS = { string: 'строка', boolean: 'логическое значение', date: 'дата', double: 'число', integer: 'целое число', long: 'целое число' } as const;

/** A typeRef in words for messages: «число», «строка», … (the typeRef itself when it is not a column type). */
export function typeWord(typeRef: string | null): string {
  const type = columnTypeOf(typeRef);
  return type === null ? (typeRef ?? 'любой тип') : TYPE_WORDS[type];
}

type Literal = { kind: 'string' | 'number' | 'boolean'; text: string; value: string };

/** A plain literal (string, number, boolean), after an optional comparison operator; null for anything else. */
function literalOf(part: string, allowComparison: boolean): Literal | null {
  let t = part.trim();
  if (allowComparison) t = t.replace(/^(<=|>=|<|>|=|!=)\s*/, '');
  if (/^"(?:[^"\\]|\\.)*"$/.test(t)) return { kind: 'string', text: t, value: t.slice(1, -1) };
  if (/^-?\d+(\.\d+)?$/.test(t)) return { kind: 'number', text: t, value: t };
  if (t === 'true' || t === 'false') return { kind: 'boolean', text: t, value: t };
  return null;
}

function fits(lit: Literal, column: DmnColumn): boolean {
  const type = columnTypeOf(column.typeRef);
  if (type === null) return true;
  switch (type) {
    case 'string':
      return lit.kind === 'string';
    case 'boolean':
      return lit.kind === 'boolean';
    case 'date':
      return false;
    case 'integer':
    case 'long':
      return lit.kind === 'number' && /^-?\d+$/.test(lit.value);
    case 'double':
      return lit.kind === 'number';
  }
}

function columnName(c: DmnColumn): string {
  return c.label.trim() !== '' ? c.label : c.text;
}

/**
 * Literal entries of the wrong type for their column (issue 17 «bad input»): «"abc"» in an integer
 * column, 5 in a string column → DmnError naming the value, the column and the rule.
 */
export function checkLiteralTypes(table: DmnDecisionTable, decisionId: string): void {
  const problem = (lit: Literal, column: DmnColumn, ruleIndex: number, text: string) => {
    return new DmnError(`Значение «${lit.value}» не подходит для столбца «${columnName(column)}» (${typeWord(column.typeRef)}), правило ${ruleIndex}`, {
      decisionId,
      ruleIndexes: [ruleIndex],
      columnId: column.id,
      expression: text,
    });
  };
  for (const rule of table.rules) {
    rule.inputEntries.forEach((text, i) => {
      const column = table.inputs[i];
      if (column === undefined) return;
      const t = text.trim();
      const inner = /^not\s*\((.*)\)$/s.exec(t)?.[1] ?? t;
      for (const part of splitTopLevel(inner)) {
        const lit = literalOf(part, true);
        if (lit !== null && !fits(lit, column)) throw problem(lit, column, rule.index, text);
      }
    });
    rule.outputEntries.forEach((text, i) => {
      const column = table.outputs[i];
      if (column === undefined) return;
      const lit = literalOf(text, false);
      if (lit !== null && !fits(lit, column)) throw problem(lit, column, rule.index, text);
    });
  }
}
