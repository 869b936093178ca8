import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from './authApi';
import { establishSession } from './establishSession';

const SessionContext = createContext<SessionUser | null>(null);

export function useSessionUser(): SessionUser {
  const user = useContext(SessionContext);
  if (!user) throw new Error('useSessionUser outside SessionGate');
  return user;
}

/** Renders its children only for a signed-in user; otherwise sends the browser to sign in. */
export function SessionGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [user, setUser] = useState<SessionUser | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    establishSession(window.location)
      .then((outcome) => {
        if (cancelled) return;
        if (outcome.kind === 'redirect') window.location.assign(outcome.to);
        else setUser(outcome.user);
      })
      .catch((e: unknown) => !cancelled && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      cancelled = true;
    };
  }, []);

  if (error) return <p className="message message-error">{t('session.sessionError', { error })}</p>;
  if (!user) return <p className="message">{t('session.loading')}</p>;
  return <SessionContext.Provider value={user}>{children}</SessionContext.Provider>;
}
