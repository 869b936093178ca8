import { useTranslation } from 'react-i18next';

const BROWSERS = [
  { key: 'chrome', href: 'https://www.google.com/chrome/' },
  { key: 'yandex', href: 'https://browser.yandex.ru/' },
  { key: 'edge', href: 'https://www.microsoft.com/edge' },
] as const;

/** Shown instead of the app in a browser that is not Chromium-based (platform spec §8). */
export function UnsupportedBrowserPage() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 p-6" data-testid="unsupported-browser">
      <div className="max-w-lg rounded-lg bg-white p-8 text-center shadow">
        <h1 className="mb-4 text-xl font-semibold text-gray-900">{t('platform.unsupported.title')}</h1>
        <p className="mb-6 text-gray-700">{t('platform.unsupported.text')}</p>
        <ul className="flex flex-wrap justify-center gap-3">
          {BROWSERS.map((browser) => (
            <li key={browser.key}>
              <a className="inline-block rounded bg-primary px-4 py-2 text-white hover:opacity-90" href={browser.href} target="_blank" rel="noreferrer">
                {t(`platform.unsupported.${browser.key}`)}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </main>
  );
}
