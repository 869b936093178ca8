import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { basePath } from '../../api/basePath';
import { signInErrorCodeSchema } from '../../../realtime/protocol/auth';
import { authApi, type AuthConfig } from '../../api/auth/authApi';
import { safeReturnPath } from './safeReturnPath';
import { oidcSignInPath } from '../../api/auth/signInNavigation';
import { isLicenceLimitError, showLicenceLimitMessage } from '../../api/auth/licenceLimit';

function withToken(returnPath: string, jwtToken: string): string {
  const url = new URL(`${basePath()}${returnPath.replace(/^\//, '')}`, window.location.origin);
  url.searchParams.set('jwtToken', jwtToken);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The sign-in page: /sso/login?return=<path>[&error=<code>]. With OpenID Connect it offers the
 * provider instead of the form. `error` is why the browser was sent here (a failed OpenID
 * callback or ssoToken exchange); unknown codes are ignored.
 */
export default function SignInPage() {
  const { t } = useTranslation();
  const [config, setConfig] = useState<AuthConfig | null>(null);
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const query = new URLSearchParams(window.location.search);
  const returnPath = safeReturnPath(query.get('return'));
  const reason = signInErrorCodeSchema.safeParse(query.get('error'));

  useEffect(() => {
    let cancelled = false;
    authApi
      .config()
      .then((loaded) => !cancelled && setConfig(loaded))
      // without the config the built-in form is still the way in
      .catch(() => !cancelled && setConfig({ oidc: false, publicUser: false, loginPath: `${basePath()}sso/login` }));
    return () => {
      cancelled = true;
    };
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { jwtToken } = await authApi.login(login, password);
      window.location.assign(withToken(returnPath, jwtToken));
    } catch (e) {
      if (isLicenceLimitError(e)) showLicenceLimitMessage();
      setError(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  }

  // sent here from a page that needs a user (guard step 8), rather than having opened the sign-in page
  const reasonMessage = reason.success ? (
    <p className="message message-error" role="alert">
      {t(`signIn.errors.${reason.data}`)}
    </p>
  ) : (
    returnPath !== '/' && <p className="muted" data-testid="need-sign-in">{t('signIn.needSignIn')}</p>
  );

  if (!config) return <p className="message">{t('session.loading')}</p>;

  if (config.oidc) {
    return (
      <main className="sign-in">
        <section className="card" aria-label={t('signIn.title')}>
          <h1>{t('signIn.title')}</h1>
          <p className="muted">{t('app.tagline')}</p>
          {reasonMessage}
          <button type="button" onClick={() => window.location.assign(oidcSignInPath(returnPath))}>
            {t('signIn.oidc')}
          </button>
        </section>
      </main>
    );
  }

  return (
    <main className="sign-in">
      <form className="card" onSubmit={submit} aria-label={t('signIn.title')}>
        <h1>{t('signIn.title')}</h1>
        <p className="muted">{t('app.tagline')}</p>
        {!error && reasonMessage}
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
