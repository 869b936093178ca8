/** Words the server writes into rendered documents (Russian: the product's default language). */
export const RENDER_TEXT = {
  figure: 'Рисунок',
  table: 'Таблица',
  emptyIndex: 'Нет элементов',
  externalContent: 'Внешнее содержимое',
  semanticSearch: 'Результат семантического поиска',
} as const;
