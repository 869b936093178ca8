import type { RuleCell, RunOwlRuleAnswer } from '../../../../realtime/protocol/owlRules';
import { formatNumber } from '../../../i18n/format';
import { nameIn, type RuleCatalog } from './ruleCatalog';
import type { StructureDraft } from './ruleStructure';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export type RunColumn = { key: string; header: string; derived: boolean };

/**
 * The headers of a run's table in the interface language: a variable's column is named by its
 * class (as the catalog captions it) with the variable after it, the derived column by what the
 * rule derives into. The server's own names stand where the editor knows no better.
 */
export function runColumns(answer: RunOwlRuleAnswer, structure: StructureDraft, catalog: RuleCatalog | null, t: Translate): RunColumn[] {
  const target = structure.out_triad[0]?.target;
  const derivedName = (target && catalog ? nameIn(catalog, target) : '') || answer.head;
  const values = catalog ? valueVariables(structure, catalog) : new Map<string, string | null>();
  return answer.columns.flatMap((column): RunColumn[] => {
    if (column.kind === 'derived') return [{ key: column.key, header: t('owlRules.run.derived', { what: derivedName }), derived: true }];
    const classId = structure.triads.find((tr) => tr.id === column.key)?.classId;
    const className = classId && catalog ? nameIn(catalog, classId) : '';
    if (className) return [{ key: column.key, header: `${className} (?${column.key})`, derived: false }];
    const value = values.get(column.key);
    // a computation's result repeats the derived column
    if (value === null) return [];
    return [{ key: column.key, header: value || column.name || `?${column.key}`, derived: false }];
  });
}

/**
 * The value variables the server generates from a structure (model/owlRules/swrlGeneration.ts):
 * `?f{i}` the value a filter compares, `?v{k}_{j}` a computation's argument, `?r{k}` its result —
 * named here by their properties; a result, or a value already shown, maps to null (its column is left out).
 */
function valueVariables(structure: StructureDraft, catalog: RuleCatalog): Map<string, string | null> {
  const names = new Map<string, string | null>();
  // the same property of the same instance read twice (filtered, then computed with) is one column
  const seen = new Set<string>();
  const name = (variable: string, triad: string, prop: string) => {
    const key = `${triad}|${prop}`;
    names.set(variable, seen.has(key) ? null : nameIn(catalog, prop));
    seen.add(key);
  };
  structure.filter.forEach((f, i) => name(`f${i + 1}`, f.inst_type, f.collection));
  structure.out_triad.forEach((out, k) => {
    out.args.forEach((arg, j) => 'prop' in arg && name(`v${k + 1}_${j + 1}`, arg.triad, arg.prop));
    if (out.builtin !== 'value') names.set(`r${k + 1}`, null);
  });
  return names;
}

/** A cell as text: an instance by its name, numbers ru-RU, yes/no in words, nothing as empty. */
export function cellText(cell: RuleCell | undefined, t: Translate): string {
  if (cell === undefined || cell === null) return '';
  if (typeof cell === 'number') return formatNumber(cell);
  if (typeof cell === 'boolean') return cell ? t('owlRules.run.yes') : t('owlRules.run.no');
  if (typeof cell === 'string') return cell;
  return cell.name;
}
