import type { ContextFormatError } from '../../model/fca/types';

/** What the FCA API answers when it refuses (Russian: the product's language on the wire). */
export const FCA_MESSAGES = {
  notFound: 'Анализ не найден',
  notEditor: 'Изменять анализ могут его автор, администраторы и те, кому он передан на изменение',
  contextRequired: 'Для загруженного контекста нужен сам контекст',
  sourceChanged: 'Нельзя сменить источник контекста: создайте новый анализ',
  revisionRequired: 'Укажите версию (revision), на основе которой сделано изменение',
  stale: 'Анализ уже изменён другим пользователем: обновите страницу и повторите изменение',
  notUploaded: 'Контекст этого анализа строится из онтологии и не хранится',
  unknownClass: (_id: string) => 'Выбранный класс не найден: он удалён или не является классом',
  unknownProperty: (_id: string) => 'Выбранное свойство не найдено: оно удалено или не является свойством',
  notBooleanProperty: (name: string) => `Свойство «${name}» не логическое: выберите его среди свойств со значениями`,
  ordinalNeedsThresholds: (name: string) => `Для порядковой шкалы свойства «${name}» укажите пороги`,
  tooManyObjects: (n: number, max: number) => `В контексте ${n} объектов, а допускается не больше ${max}`,
  tooManyAttributes: (n: number, max: number) => `В контексте ${n} признаков, а допускается не больше ${max}`,
  emptyFile: 'Файл пуст',
  unknownFormat: 'Файл не похож ни на контекст Burmeister (.cxt), ни на таблицу CSV',
  runNotFound: 'Вычисление не найдено',
  mayNotStopRun: 'Остановить вычисление может тот, кто его начал, автор анализа или администратор',
  runFailed: 'Вычисление прервано из-за ошибки',
  runLost: 'Вычисление прервано: обрабатывавший его процесс перестал отвечать',
  serverStopped: 'Вычисление прервано: сервер был остановлен',
  userNotFound: (_id: string) => 'Пользователь не найден',
  publicUser: 'Пользователю общего доступа нельзя передать анализ',
  authorAssigned: 'Автор и так может изменять анализ',
  noSharingRoles: 'Роли «Читатель» и «Редактор» не найдены: анализ нельзя передать пользователям',
} as const;

const FORMAT_REASONS: Record<ContextFormatError['reason'], string> = {
  header: 'ожидается заголовок «B» формата Burmeister',
  count: 'ожидается число (количество объектов или признаков)',
  name: 'ожидается имя объекта или признака',
  'row-length': 'длина строки не равна числу признаков',
  'row-char': 'в строке допустимы только «X» и «.»',
  'rows-missing': 'строк таблицы меньше, чем объектов',
  'rows-extra': 'строк таблицы больше, чем объектов',
  'csv-header': 'в первой строке ожидаются названия признаков',
  'csv-cell': 'непонятное значение ячейки (ожидается X, 1, да или пусто, 0, нет)',
  'csv-width': 'число ячеек в строке не совпадает с заголовком',
  empty: 'файл пуст',
  'too-large': 'контекст слишком велик',
};

const DETAIL_WORDS: Record<string, string> = { expected: 'ожидалось', found: 'найдено', max: 'допускается не больше', column: 'столбец', value: 'значение', char: 'символ' };

/** A malformed context file, in words naming its line (and what the parser noticed there). */
export function formatErrorMessage(error: ContextFormatError): string {
  const detail = Object.entries(error.detail)
    .map(([k, v]) => `${DETAIL_WORDS[k] ?? k} ${typeof v === 'string' ? `«${v}»` : v}`)
    .join(', ');
  return `Строка ${error.line}: ${FORMAT_REASONS[error.reason] ?? error.reason}${detail ? ` (${detail})` : ''}`;
}
