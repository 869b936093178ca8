import type { Expected, ManchesterError, ManchesterErrorKey } from '../../../model/owl/manchester/tokenStream';

/**
 * The server's words for refusals of the class card's definition edits, in the caller's language
 * (Russian by default, as every server message): the browser shows its own locale strings for
 * the syntax error's key; these are for API callers and the log.
 */
type Lang = 'ru' | 'en';
const pick = (lang: string | undefined): Lang => (lang === 'en' ? 'en' : 'ru');

const SYNTAX: Record<ManchesterErrorKey, Record<Lang, (name: string) => string>> = {
  expected: { ru: () => 'Синтаксическая ошибка', en: () => 'Syntax error' },
  unknownName: { ru: (n) => `Неизвестное имя «${n}»`, en: (n) => `Unknown name "${n}"` },
  ambiguousName: { ru: (n) => `Имя «${n}» носят несколько сущностей: укажите IRI в угловых скобках`, en: (n) => `Several entities are named "${n}": write the IRI in angle brackets` },
  notAProperty: { ru: (n) => `«${n}» не свойство: перед some, only, value, min, max, exactly нужно свойство`, en: (n) => `"${n}" is not a property: some, only, value, min, max, exactly need a property` },
  notAClass: { ru: (n) => `«${n}» не класс`, en: (n) => `"${n}" is not a class` },
  notAnIndividual: { ru: (n) => `«${n}» не экземпляр`, en: (n) => `"${n}" is not an instance` },
  notADatatype: { ru: (n) => `«${n}» не тип данных`, en: (n) => `"${n}" is not a datatype` },
  dataPropertyWithClass: { ru: (n) => `Скалярное свойство ограничивается типом данных, а «${n}» — класс`, en: (n) => `A scalar property takes a datatype, and "${n}" is a class` },
  objectPropertyWithDatatype: { ru: (n) => `Объектное свойство ограничивается классом, а «${n}» — тип данных`, en: (n) => `An object property takes a class, and "${n}" is a datatype` },
  objectPropertyWithLiteral: { ru: (n) => `После value у объектного свойства нужен экземпляр, а не значение ${n}`, en: (n) => `value of an object property needs an instance, not the literal ${n}` },
  valueNeedsIndividual: { ru: (n) => `После value нужен экземпляр, а «${n}» — не экземпляр`, en: (n) => `value needs an instance, and "${n}" is none` },
  selfNeedsObjectProperty: { ru: () => 'Self применимо только к объектному свойству', en: () => 'Self applies to object properties only' },
  inverseNeedsObjectProperty: { ru: (n) => `inverse применимо только к объектному свойству, а «${n}» — нет`, en: (n) => `inverse applies to object properties only, and "${n}" is none` },
  cardinalityNotInteger: { ru: (n) => `Количество должно быть целым неотрицательным числом, а не «${n}»`, en: (n) => `A cardinality is a non-negative integer, not "${n}"` },
  badLiteral: { ru: (n) => `Неверное значение ${n}`, en: (n) => `Bad literal ${n}` },
  unclosedQuote: { ru: () => 'Кавычка не закрыта', en: () => 'The quote is not closed' },
  unexpectedCharacter: { ru: () => 'Недопустимый символ', en: () => 'Unexpected character' },
};

const expectedText = (expected: readonly Expected[] | undefined): string =>
  (expected ?? []).map((item) => ('keyword' in item ? item.keyword : item.category)).join(', ');

/** `Неизвестное имя «Chese» (позиция 17)`: the message of a 400 for a text that does not parse. */
export function syntaxMessage(error: ManchesterError, lang: string | undefined): string {
  const language = pick(lang);
  const base = SYNTAX[error.code][language](error.name ?? '');
  const where = language === 'en' ? `position ${error.at + 1}` : `позиция ${error.at + 1}`;
  const expected = error.code === 'expected' && error.expected?.length ? (language === 'en' ? `; expected: ${expectedText(error.expected)}` : `; ожидалось: ${expectedText(error.expected)}`) : '';
  return `${base} (${where})${expected}`;
}

export const DEFINITION_MESSAGES = {
  classNotFound: { ru: 'Класс не найден', en: 'No such class' },
  expressionNotFound: { ru: 'Выражение не найдено: его удалили', en: 'No such expression: it was deleted' },
  noMap: { ru: 'Класс не относится ни к одной карте онтологии: логическое определение хранится в карте', en: 'The class is on no ontology map: a logical definition is kept in a map' },
  stale: { ru: 'Выражение изменил другой пользователь', en: 'Someone else changed the expression' },
  staleDeleted: { ru: 'Выражение удалил другой пользователь', en: 'Someone else deleted the expression' },
  notEditable: { ru: 'Аксиома связывает больше двух классов: её можно изменить только целиком при импорте', en: 'The axiom relates more than two classes: it is changed only as a whole, by an import' },
  parentExists: { ru: 'Этот класс уже родительский', en: 'That class is already a parent' },
} as const;

export const definitionMessage = (key: keyof typeof DEFINITION_MESSAGES, lang: string | undefined): string => DEFINITION_MESSAGES[key][pick(lang)];
