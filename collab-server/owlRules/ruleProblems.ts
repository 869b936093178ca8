import type { OwlRule, RuleProblem } from '../../realtime/protocol/owlRules';
import { conflict, invalid, type Problem } from '../problems';

/** Refusals of rules in the user's words. */
export const RULE_MESSAGES = {
  notFound: 'Правило не найдено',
  mayNotEdit: 'Изменять это правило может только его автор, администратор или редактор онтологии',
  mayNotCreate: 'Создавать правила могут администраторы и редакторы онтологии',
  stale: 'Правило изменено другим пользователем: обновите его и повторите',
  noText: 'Укажите текст правила на SWRL или постройте его',
  tooMany: (name: string) => `Правило «${name}» выводит слишком много строк: уточните его условия`,
  missingParam: (names: string[]) => `Укажите значения параметров правила: ${names.map((n) => `?${n}`).join(', ')}`,
  /** set_data into a value a rule computes. */
  computedProperty: (prop: string, rules: string[]) => `Значение свойства «${prop}» вычисляется правилом ${rules.map((r) => `«${r}»`).join(', ')}: его нельзя изменить вручную`,
  /** Deleting a class or property rules use. */
  usedBy: (what: string, rules: string[]) => `${what} используется в правилах ${rules.map((r) => `«${r}»`).join(', ')}: сначала измените или удалите их`,
  /** Retyping a property so a rule no longer types. */
  retypeBreaks: (prop: string, rules: string[], reason: string) => `Свойство «${prop}» нельзя изменить: перестанут быть верными правила ${rules.map((r) => `«${r}»`).join(', ')} (${reason})`,
} as const;

export type RuleDetails = { problems?: RuleProblem[]; current?: OwlRule };

/** A rule refused for its problems: the first one's message (and how many more), all of them in details. */
export function refusedRule(problems: RuleProblem[]): Problem {
  const first = problems[0]?.message ?? RULE_MESSAGES.noText;
  const more = problems.length > 1 ? ` (и ещё ${problems.length - 1})` : '';
  return invalid(`${first}${more}`, { problems } satisfies RuleDetails);
}

export const staleRule = (current: OwlRule): Problem => conflict(RULE_MESSAGES.stale, { current } satisfies RuleDetails);
