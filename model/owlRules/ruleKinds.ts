import type { RuleKind, RuleProblem } from '../../realtime/protocol/owlRules';
import { META_PROP } from '../../realtime/protocol/metaModel';
import type { ResolvedAtom, ResolvedRule } from './resolvedRule';

/**
 * The five kinds of rule (domain spec §3.6) and the head each derives:
 * value computation — a data value (computed by builtins); dependency — an object link;
 * class naming — a text (a name or label) for the instances of a class; computed class — class
 * membership; default value — a value for instances that state none of that property.
 */

const KIND_WORDS: Record<RuleKind, string> = {
  valueComputation: 'вычисление значения',
  dependency: 'зависимость',
  classNaming: 'именование класса',
  computedClass: 'вычисляемый класс',
  defaultValue: 'значение по умолчанию',
};

/** What the head of a typed rule suggests it is. */
export function suggestKind(rule: ResolvedRule): RuleKind {
  const first = rule.head[0];
  if (!first || first.kind === 'class') return 'computedClass';
  if (first.kind === 'object') return 'dependency';
  if (first.kind === 'data' && (first.propId === META_PROP.label || producedByConcat(rule, first))) return 'classNaming';
  return 'valueComputation';
}

function producedByConcat(rule: ResolvedRule, atom: Extract<ResolvedAtom, { kind: 'data' }>): boolean {
  if (atom.value.kind !== 'var') return false;
  const name = atom.value.name;
  return rule.body.some((b) => b.kind === 'builtin' && b.name === 'stringConcat' && b.args[0]?.kind === 'var' && b.args[0].name === name);
}

/** Why the head does not fit the kind the author chose (empty: it fits). */
export function kindProblems(kind: RuleKind, rule: ResolvedRule): RuleProblem[] {
  const wrong = (atom: ResolvedAtom, needs: string): RuleProblem => ({
    code: 'kindMismatch',
    message: `Правило вида «${KIND_WORDS[kind]}» выводит ${needs}, а заключение «${atom.text}» — нет`,
    atom: atom.text,
  });
  const problems: RuleProblem[] = [];
  for (const atom of rule.head) {
    switch (kind) {
      case 'computedClass':
        if (atom.kind !== 'class') problems.push(wrong(atom, 'принадлежность классу'));
        break;
      case 'dependency':
        if (atom.kind !== 'object') problems.push(wrong(atom, 'связь объектным свойством'));
        break;
      case 'valueComputation':
        if (atom.kind !== 'data') problems.push(wrong(atom, 'значение скалярного свойства'));
        break;
      case 'classNaming':
        if (atom.kind !== 'data' || atom.valueType !== 'string') problems.push(wrong(atom, 'текстовое имя или метку'));
        else if (atom.propId === META_PROP.name) problems.push({ code: 'kindMismatch', message: 'Имя экземпляра хранится в нём самом: вычисляемое имя записывается в метку (label) или текстовое свойство', atom: atom.text });
        break;
      case 'defaultValue':
        if (atom.kind !== 'data' && atom.kind !== 'object') problems.push(wrong(atom, 'значение свойства'));
        break;
    }
    if (atom.kind === 'data' && atom.propId === META_PROP.name && kind !== 'classNaming') {
      problems.push({ code: 'kindMismatch', message: `Заключение «${atom.text}»: имя экземпляра не вычисляется правилом, используйте метку (label)`, atom: atom.text });
    }
  }
  return problems;
}

export const kindWords = (kind: RuleKind): string => KIND_WORDS[kind];
