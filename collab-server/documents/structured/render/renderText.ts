/** Words the server writes into rendered documents (Russian: the product's default language). */
export const RENDER_TEXT = {
  figure: 'Рисунок',
  table: 'Таблица',
  emptyIndex: 'Нет элементов',
  externalContent: 'Внешнее содержимое',
  semanticSearch: 'Результат семантического поиска',
  searchNotChosen: 'Семантический поиск не выбран',
  searchEmpty: 'Поиск не нашёл ни одной строки',
  searchFailed: 'Не удалось выполнить семантический поиск',
  searchNoValue: '(без значения)',
  searchShown: (shown: string, total: string): string => `Показаны первые ${shown} из ${total}`,
  // domain spec §8, verbatim
  searchUnreadable: (id: string): string => `Не удалось загрузить семантический поиск ${id}. Вероятно, отсутствует необходимый доступ`,
  yes: 'Да',
  no: 'Нет',
} as const;
