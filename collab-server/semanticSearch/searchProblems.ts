import type { SearchPlace } from '../../realtime/protocol/semanticSearch';
import { invalid, isProblem, type Problem } from '../problems';

/** Refusals of a search in the user's words; each names the place (see searchPlaceSchema). */
export const SEARCH_MESSAGES = {
  notFound: 'Семантический поиск не найден',
  mayNotRead: (id: string) => `Не удалось загрузить семантический поиск ${id}. Вероятно, отсутствует необходимый доступ`,
  mayNotEdit: 'Изменять этот семантический поиск может только его автор, администратор или пользователь с правом редактирования',
  classDeleted: (node: string) => `Класс узла «${node}» удалён или не существует`,
  classUnreadable: (node: string, name: string) => `Нет доступа к классу «${name}» (узел «${node}»)`,
  propertyDeleted: (what: string) => `Свойство ${what} удалено или не существует`,
  notLink: (edge: string, name: string) => `Свойство «${name}» связи «${edge}» не является объектным свойством`,
  detached: (node: string) => `Узел «${node}» не связан с корневым узлом`,
  unknownNode: (node: string) => `Узел «${node}» не найден в графе поиска`,
  filter: (name: string, message: string) => `Фильтр «${name}»: ${message}`,
  formula: (name: string, message: string) => `Вычисляемый столбец «${name}»: ${message}`,
  divisionByZero: (name: string) => `Вычисляемый столбец «${name}»: деление на ноль`,
  duplicateCode: (code: string) => `Код столбца [${code}] повторяется`,
  unknownColumn: (code: string) => `Столбец [${code}] не найден в результатах поиска`,
  notFilterable: (code: string) => `По столбцу [${code}] нельзя фильтровать`,
  userNotFound: 'Пользователь не найден',
  roleNotFound: 'Роль не найдена',
  publicUser: 'Пользователю общего доступа нельзя открыть семантический поиск',
} as const;

export type PlacedDetails = { place: SearchPlace };

export const placed = (message: string, place: SearchPlace): Problem => invalid(message, { place } satisfies PlacedDetails);

export function placeOf(error: unknown): SearchPlace | null {
  if (!isProblem(error)) return null;
  const details = error.details as Partial<PlacedDetails> | undefined;
  return details && typeof details === 'object' && details.place ? details.place : null;
}
