import type { CompareMethod, Operand, RuleProblem, RuleStructure } from '../../realtime/protocol/owlRules';
import { swrlName, valueTypeOf, type OntologyIndex, type OntologyProperty } from './ontologyIndex';

/**
 * The SWRL text of a drawn rule: each triad a class atom, each triad link an object property atom,
 * each filter a data property atom and a comparison builtin, each out triad the head (computed by a
 * builtin over data values when it says so). A filter that takes a rule parameter compares with the
 * variable `?param_name`, bound when the rule is run.
 */

export const COMPARE_BUILTIN: Record<Exclude<CompareMethod, 'exists'>, string> = {
  eq: 'equal',
  ne: 'notEqual',
  lt: 'lessThan',
  lte: 'lessThanOrEqual',
  gt: 'greaterThan',
  gte: 'greaterThanOrEqual',
  contains: 'contains',
  starts: 'startsWith',
};

export function literalText(value: string | number | boolean, dataType: string | null): string {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const type = dataType ? valueTypeOf(dataType) : 'string';
  if (type === 'number' && value.trim() !== '' && Number.isFinite(Number(value))) return String(Number(value));
  if (type === 'boolean' && (value === 'true' || value === 'false')) return value;
  const quoted = `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  if (type === 'date') return `${quoted}^^xsd:${dataType === 'dateTime' ? 'dateTime' : 'date'}`;
  return quoted;
}

export type GenerationResult = { ok: true; swrl: string } | { ok: false; problems: RuleProblem[] };

export function generateSwrl(structure: RuleStructure, index: OntologyIndex): GenerationResult {
  const problems: RuleProblem[] = [];
  const structural = (message: string) => problems.push({ code: 'structure', message });
  const classes = new Map(index.classes.map((c) => [c.id, c]));
  const props = new Map(index.properties.map((p) => [p.id, p]));
  const triads = new Set(structure.triads.map((t) => t.id));
  const needTriad = (id: string, where: string) => {
    if (!triads.has(id)) structural(`${where}: нет узла ?${id}`);
  };
  const prop = (id: string, where: string): OntologyProperty | null => {
    const p = props.get(id);
    if (!p) structural(`${where}: свойство удалено или не существует`);
    return p ?? null;
  };
  const body: string[] = [];
  for (const t of structure.triads) {
    const c = classes.get(t.classId);
    if (!c) structural(`Узел ?${t.id}: класс удалён или не существует`);
    else body.push(`${swrlName(c)}(?${t.id})`);
  }
  for (const link of structure.triad_link) {
    needTriad(link.triad1, `Связь «${link.name || link.id}»`);
    needTriad(link.triad2, `Связь «${link.name || link.id}»`);
    const p = prop(link.link_type, `Связь «${link.name || link.id}»`);
    if (p && p.kind !== 'object') structural(`Связь «${link.name || link.id}»: «${p.name}» не объектное свойство`);
    else if (p) body.push(`${swrlName(p)}(?${link.triad1}, ?${link.triad2})`);
  }
  structure.filter.forEach((f, i) => {
    needTriad(f.inst_type, `Фильтр ${i + 1}`);
    const p = prop(f.collection, `Фильтр ${i + 1}`);
    if (!p) return;
    if (p.kind !== 'data') return void structural(`Фильтр ${i + 1}: «${p.name}» не скалярное свойство`);
    const v = `?f${i + 1}`;
    body.push(`${swrlName(p)}(?${f.inst_type}, ${v})`);
    if (f.compare_method === 'exists') return;
    const other = f.is_rule_param ? `?${f.param_name.replace(/[^\p{L}\p{N}_]/gu, '_') || `param${i + 1}`}` : literalText(f.string_value, p.type);
    body.push(`swrlb:${COMPARE_BUILTIN[f.compare_method]}(${v}, ${other})`);
  });
  const head: string[] = [];
  structure.out_triad.forEach((out, k) => {
    const where = `Заключение ${k + 1}`;
    needTriad(out.triad, where);
    const cls = classes.get(out.target);
    if (cls) return void head.push(`${swrlName(cls)}(?${out.triad})`);
    const p = prop(out.target, where);
    if (!p) return;
    if (p.kind === 'object') {
      if (!out.object) return void structural(`${where}: укажите узел, на который указывает «${p.name}»`);
      needTriad(out.object, where);
      return void head.push(`${swrlName(p)}(?${out.triad}, ?${out.object})`);
    }
    const operands = out.args.map((a, j) => operandText(a, `?v${k + 1}_${j + 1}`, body, props, `${where}, аргумент ${j + 1}`, structural, p.type));
    if (out.builtin === 'value') {
      if (operands.length !== 1) return void structural(`${where}: значение задаётся одним аргументом`);
      return void head.push(`${swrlName(p)}(?${out.triad}, ${operands[0]})`);
    }
    const result = `?r${k + 1}`;
    body.push(`swrlb:${out.builtin}(${[result, ...operands].join(', ')})`);
    head.push(`${swrlName(p)}(?${out.triad}, ${result})`);
  });
  if (problems.length) return { ok: false, problems };
  return { ok: true, swrl: `${body.join(' ^ ')} -> ${head.join(' ^ ')}` };
}

function operandText(
  operand: Operand,
  variable: string,
  body: string[],
  props: ReadonlyMap<string, OntologyProperty>,
  where: string,
  structural: (m: string) => void,
  targetType: string,
): string {
  if ('literal' in operand) return literalText(operand.literal, typeof operand.literal === 'string' ? targetType : null);
  const p = props.get(operand.prop);
  if (!p || p.kind !== 'data') {
    structural(`${where}: нужно скалярное свойство`);
    return variable;
  }
  body.push(`${swrlName(p)}(?${operand.triad}, ${variable})`);
  return variable;
}
