/** Messages of decisions over the ontology, in Russian (the server's language for stored and sent text). */
export const ONTOLOGY_MESSAGES = {
  noClass: 'Класс не найден',
  noDecision: (ref: string) => `В модели нет решения «${ref}»`,
  runNotFound: 'Запуск не найден',
  mayNotReadRun: 'Просматривать и останавливать запуск может только тот, кто его начал, или администратор',
  noOutputColumn: (id: string) => `В решении нет выходного столбца «${id}»`,
  noTargetProperty: (column: string) => `Свойство для записи выхода «${column}» не найдено`,
  targetIsReference: (prop: string, column: string) => `Свойство «${prop}» — объектное: в него нельзя записать значение выхода «${column}»`,
  targetTypeMismatch: (prop: string, propType: string, column: string, columnType: string) =>
    `Тип свойства «${prop}» (${propType}) не подходит для выхода «${column}» (${columnType})`,
  targetIsIntrinsic: (prop: string) => `Свойство «${prop}» нельзя вычислять таблицей решений`,
  sameTargetTwice: (prop: string) => `Свойство «${prop}» выбрано для нескольких выходов`,
  valueNotForProperty: (value: string, prop: string) => `Значение «${value}» нельзя записать в свойство «${prop}»`,
  noValue: 'Решение не дало значения',
  propertyDeleted: (prop: string, column: string) => `Свойство «${prop}», к которому привязан столбец «${column}», удалено`,
  propertyRetyped: (prop: string, column: string, from: string, to: string) =>
    `У свойства «${prop}», к которому привязан столбец «${column}», изменился тип: было «${from}», стало «${to}»`,
  targetDeleted: (prop: string, column: string) =>
    `Свойство «${prop}», в которое записывался выход «${column}», удалено: запись вычисляемых значений выключена`,
  runFailed: 'Запуск прерван из-за ошибки',
  serverStopped: 'Запуск прерван: сервер был остановлен',
} as const;

/** Value types as people call them. */
export const TYPE_NAMES: Record<string, string> = {
  string: 'строка',
  multiString: 'многоязычная строка',
  text: 'текст',
  int: 'целое число',
  float: 'число',
  bool: 'логическое',
  date: 'дата',
  dateTime: 'дата и время',
  id: 'идентификатор',
  file: 'файл',
  ref: 'ссылка',
  double: 'число',
  integer: 'целое число',
  long: 'целое число',
  number: 'число',
  boolean: 'логическое',
};
export const typeName = (t: string | null): string => (t ? (TYPE_NAMES[t] ?? t) : 'любой');
