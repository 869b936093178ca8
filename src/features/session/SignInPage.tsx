import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { basePath } from '../../app/basePath';
import { authApi } from './authApi';
import { safeReturnPath } from './safeReturnPath';


function withToken(returnPath: string, jwtToken: string): string {
  const url = new URL(`${basePath()}${returnPath.replace(/^\//, '')}`, window.location.origin);
  url.searchParams.set('jwtToken', jwtToken);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The built-in single sign-on page: /sso/login?return=<path>. */
export function SignInPage() {
  const { t } = useTranslation();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const returnPath = safeReturnPath(new URLSearchParams(window.location.search).get('return'));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { jwtToken } = await authApi.login(login, password);
      window.location.assign(withToken(returnPath, jwtToken));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  }

  return (
    <main className="sign-in">
      <form className="card" onSubmit={submit} aria-label={t('signIn.title')}>
        <h1>{t('signIn.title')}</h1>
        <p className="muted">{t('app.tagline')}</p>
        <label>
          {t('signIn.login')}
          <input name="login" autoComplete="username" value={login} onChange={(e) => setLogin(e.target.value)} required autoFocus />
        </label>
        <label>
          {t('signIn.password')}
          <input name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
        </label>
        {error && (
          <p className="message message-error" role="alert">
            {t('signIn.failed', { error })}
          </p>
        )}
        <button type="submit" disabled={busy}>
          {busy ? t('signIn.submitting') : t('signIn.submit')}
        </button>
      </form>
    </main>
  );
}
