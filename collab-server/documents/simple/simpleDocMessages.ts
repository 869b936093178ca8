/** What the simple-document calls answer when they refuse. */
export const SIMPLE_DOC_MESSAGES = {
  notFound: (id: string): string => `Документ ${id} не найден`,
  termNotFound: (id: string): string => `Термин ${id} не найден`,
  notEditor: 'Изменять и удалять документ могут только его автор и администраторы',
} as const;
