import { Suspense, lazy, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { basePath } from '../api/basePath';
import { ShellRoot } from './ShellRoot';
import { Snackbar } from '../shell/messages/Snackbar';
import { BootScreen } from '../shell/layouts/BootScreen';
import { takeBootConfig, type BootConfig } from '../shell/state/bootConfig';
import { shellState } from '../state/shellState';

// shown only when the backend does not answer at all
const LimitedOperationModePage = lazy(() => import('../shell/pages/LimitedOperationModePage'));

/** Loads the installation's settings, then hands every path to the shell. */
export function App() {
  const [boot, setBoot] = useState<BootConfig | null>(null);
  const [failed, setFailed] = useState(false);
  // bumped by "check again" on the limited-operation screen: the app tries to start again
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    takeBootConfig()
      .then((loaded) => {
        if (cancelled) return;
        shellState.settings = loaded.settings;
        setFailed(false);
        setBoot(loaded);
      })
      // the backend does not answer: the limited-operation screen, as for a failed ping
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  return (
    <BrowserRouter basename={basePath().replace(/\/$/, '') || '/'}>
      <Snackbar />
      {boot ? (
        <ShellRoot boot={boot} />
      ) : failed ? (
        <Suspense fallback={<BootScreen />}>
          <LimitedOperationModePage onRecovered={() => setAttempt((n) => n + 1)} />
        </Suspense>
      ) : (
        <BootScreen />
      )}
    </BrowserRouter>
  );
}
