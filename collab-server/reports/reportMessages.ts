import type { TemplateProblem } from '../../model/reports/templateSyntax';

/** What the reports API answers when it refuses (Russian: the product's language on the wire). */
export const REPORT_MESSAGES = {
  notFound: 'Отчёт не найден',
  notEditor: 'Изменять отчёт могут его автор, администраторы и те, кому он передан на изменение',
  userNotFound: (id: string) => `Пользователь ${id} не найден`,
  publicUser: 'Пользователю общего доступа нельзя передать отчёт',
  authorAssigned: 'Автор и так может изменять отчёт',
  aliasTaken: (alias: string) => `Имя источника «${alias}» используется дважды`,
  settingsWithoutSource: (id: string) => `Настройки даны для поиска ${id}, которого нет среди источников отчёта`,
  duplicateSource: (id: string) => `Семантический поиск ${id} указан среди источников дважды`,
  sourceUnreadable: (id: string) => `Не удалось загрузить семантический поиск ${id}. Вероятно, отсутствует необходимый доступ`,
  noSharingRoles: 'Роли «Читатель» и «Редактор» не найдены: отчёт нельзя передать пользователям',
  copyName: (name: string) => `${name} (копия)`,
} as const;

/** A malformed placeholder of a template, named, with its line. */
export function templateProblemMessage(problem: TemplateProblem): string {
  const where = `Шаблон, строка ${problem.line}: ${problem.placeholder} —`;
  const p = problem.params;
  switch (problem.code) {
    case 'unclosed':
      return `${where} не закрыта скобка «}}»`;
    case 'empty':
      return `${where} пустая вставка`;
    case 'unknownKind':
      return `${where} неизвестный вид вставки «${p.kind}» (возможны: ${p.kinds})`;
    case 'arity':
      return `${where} вставка «${p.kind}» пишется так: ${p.shape}`;
    case 'badAlias':
      return `${where} имя источника «${p.alias}» должно состоять из латинских букв, цифр и подчёркиваний`;
    case 'badColumn':
      return `${where} код столбца «${p.column}» должен состоять из латинских букв, цифр и подчёркиваний`;
    case 'badAggregation':
      return `${where} неизвестная агрегация «${p.agg}» (возможны: ${p.aggregations})`;
    case 'badChart':
      return `${where} неизвестный вид диаграммы «${p.chart}» (возможны: ${p.charts})`;
    case 'unknownSource':
      return `${where} у отчёта нет источника «${p.alias}»`;
  }
}
