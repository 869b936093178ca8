import { useTranslation } from 'react-i18next';
import { LOCALES, setLocale, type Locale } from '../../i18n/i18n';

/** The interface language, kept in local storage (osawl-locale). */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <label className="flex items-center gap-3 text-sm">
      {t('profile.language.label')}
      <select
        className="rounded border border-gray-300 bg-white px-3 py-1.5"
        value={i18n.language}
        onChange={(e) => void setLocale(e.target.value as Locale)}
        data-testid="profile-language"
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale}>
            {t(`language.${locale}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
