/** Messages of the documents API (Russian: the product's default language; the client shows them as sent). */
export const DOCUMENT_MESSAGES = {
  notFound: (id: string): string => `Документ ${id} не найден`,
  elementNotFound: (id: string): string => `Элемент ${id} не найден ни в одном доступном документе`,
  publicationNotFound: (id: string): string => `Публикация ${id} не найдена`,
  // the public route answers the same for unknown and for not public: visitors learn nothing of drafts
  notPublic: 'Публикация не найдена или не является публичной',
  editForbidden: 'Недостаточно прав для изменения документа',
  deleteForbidden: 'Удалить документ могут только его автор и администраторы',
  publishForbidden: 'Публиковать документ могут его автор, администраторы и редакторы структуры документа',
  saveUserMismatch: 'Сохранение от имени другого пользователя запрещено',
  stale: 'Документ уже изменён другим сохранением: загрузите его заново',
  quickViewTimeout: (seconds: number): string => `Быстрый просмотр не успел подготовиться за ${seconds} с. Попробуйте ещё раз или откройте документ`,
  publicationIdRequired: 'Для режима publication нужен publicationId',
  accessForbidden: 'Доступ к документу настраивают его автор и администраторы',
  userNotFound: (login: string): string => `Пользователь «${login}» не найден`,
  grantNotFound: 'Такого доступа к документу нет',
  grantToAuthor: 'Автор документа и так может его изменять',
} as const;
