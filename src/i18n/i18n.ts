import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import ru from './locales/ru.json';
import en from './locales/en.json';

export const LOCALE_KEY = 'osawl-locale';
export const LOCALES = ['ru', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

export function storedLocale(): Locale {
  const stored = localStorage.getItem(LOCALE_KEY);
  return stored === 'en' ? 'en' : 'ru';
}

export function setLocale(locale: Locale): void {
  localStorage.setItem(LOCALE_KEY, locale);
  void i18next.changeLanguage(locale);
  document.documentElement.lang = locale;
}

export async function initI18n(): Promise<void> {
  const lng = storedLocale();
  document.documentElement.lang = lng;
  await i18next.use(initReactI18next).init({
    resources: { ru: { translation: ru }, en: { translation: en } },
    lng,
    fallbackLng: 'ru',
    interpolation: { escapeValue: false },
  });
}
