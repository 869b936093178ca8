import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useSessionUser } from '../session/SessionGate';
import { signOut } from '../session/establishSession';
import { setLocale, LOCALES, type Locale } from '../../i18n/i18n';
import { useClassList } from './useClassList';

/** The signed-in landing: who you are and the ontology's classes; other sections follow in later releases. */
export function HomePage() {
  const { t, i18n } = useTranslation();
  const user = useSessionUser();
  const location = useLocation();
  const classes = useClassList();

  async function logout() {
    window.location.assign(await signOut('/'));
  }

  return (
    <div className="page">
      <header className="top-bar">
        <strong>{t('app.shortName')}</strong>
        <span className="spacer" />
        <select aria-label="language" value={i18n.language} onChange={(e) => setLocale(e.target.value as Locale)}>
          {LOCALES.map((l) => (
            <option key={l} value={l}>
              {t(`language.${l}`)}
            </option>
          ))}
        </select>
        <span data-testid="signed-in-user">{t('session.signedInAs', { name: user.name })}</span>
        <button type="button" onClick={() => void logout()}>
          {t('session.logout')}
        </button>
      </header>
      <main className="content">
        {location.pathname !== '/' && <p className="message">{t('home.sectionPending', { path: location.pathname })}</p>}
        <h2>{t('home.classes')}</h2>
        {classes.error && <p className="message message-error">{t('home.loadFailed', { error: classes.error })}</p>}
        {!classes.loading && !classes.error && <p className="muted">{t('home.classesCount', { count: classes.total })}</p>}
        <ul className="class-list">
          {classes.classes.map((c) => (
            <li key={c.id}>{c.name}</li>
          ))}
        </ul>
      </main>
    </div>
  );
}
