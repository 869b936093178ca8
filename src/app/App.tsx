import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { basePath } from './basePath';
import { SignInPage } from '../features/session/SignInPage';
import { SessionGate } from '../features/session/SessionGate';
import { HomePage } from '../features/home/HomePage';

export function App() {
  return (
    <BrowserRouter basename={basePath().replace(/\/$/, '') || '/'}>
      <Routes>
        <Route path="/sso/login" element={<SignInPage />} />
        <Route
          path="*"
          element={
            <SessionGate>
              <HomePage />
            </SessionGate>
          }
        />
      </Routes>
    </BrowserRouter>
  );
}
