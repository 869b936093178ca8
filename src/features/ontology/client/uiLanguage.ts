import i18next from 'i18next';

/**
 * The interface language, for reads that caption entities outside a component (data modules of
 * the graphs and pickers). Labels exist in Russian and English; anything else reads as Russian,
 * the platform's own language.
 */
export const uiLanguage = (): 'ru' | 'en' => (i18next.language?.startsWith('en') ? 'en' : 'ru');
