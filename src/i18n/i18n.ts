import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LOCALE_KEY = 'osawl-locale';
export const LOCALES = ['ru', 'en'] as const;
export type Locale = (typeof LOCALES)[number];

type Tree = { [key: string]: string | Tree };

// Strings are fetched for the language in use only, and by area: locales/{ru,en}.json and the shell's
// parts come with the first screen, in one file per language (shellStrings/<lng>.ts); an area's part
// (locales/parts/<area>.<lng>.json, placed under the area's name) comes with the screens and dialogs
// that use it (withLocaleParts), so the first screen does not carry the strings of administration
// or of the other language. The shell's parts are left out of the parts' glob: a file both
// imported there and loaded on its own would be split into a chunk of its own again.
const shellFiles = import.meta.glob<Tree>('./shellStrings/*.ts', { import: 'default' });
const partFiles = import.meta.glob<Tree>(['./locales/parts/*.json', '!./locales/parts/{domain,home,manuals,menu,pages,platform,quickLaunch,rights,routes,terms}.*.json'], {
  import: 'default',
});

/**
 * An area whose strings load with its screens rather than with the shell: the name of its files
 * locales/parts/<area>.{ru,en}.json. A feature brings its part by adding those files and naming it
 * where its pages load (withLocaleParts); localePartsUsed.test.ts checks every name used has both files.
 */
export type LocalePart = string;
// The parts that come with the shell (shellStrings/<lng>.ts holds them; the glob above leaves them out).
// terms: the glossary every area's strings nest ($t(terms.…)), so it comes first, with the shell
// rights: every ontology screen says why it offers no editing
export const SHELL_PARTS: readonly string[] = ['domain', 'home', 'manuals', 'menu', 'pages', 'platform', 'quickLaunch', 'rights', 'routes', 'terms'];

// every area's part asked for so far: switching the language fetches them in the new one too
const wantedParts = new Set<string>();
const loading = new Map<string, Promise<void>>();

/** Adds the strings of an area (or, for null or one of the shell's parts, the shell's) in `lng`, once. */
function loadInto(lng: Locale, part: string | null): Promise<void> {
  const shell = part === null || SHELL_PARTS.includes(part);
  const key = `${lng}:${shell ? '' : part}`;
  let done = loading.get(key);
  if (!done) {
    const load = shell ? shellFiles[`./shellStrings/${lng}.ts`] : partFiles[`./locales/parts/${part}.${lng}.json`];
    if (!load) return Promise.reject(new Error(`no strings for ${part ?? 'the shell'} in ${lng}`));
    done = load().then((tree) => void i18next.addResourceBundle(lng, 'translation', shell ? tree : { [part as string]: tree }, true, true));
    // a failed fetch may be tried again
    done.catch(() => loading.delete(key));
    loading.set(key, done);
  }
  return done;
}

const loadLanguage = (lng: Locale): Promise<unknown> => Promise.all([loadInto(lng, null), ...[...wantedParts].map((part) => loadInto(lng, part))]);

/** Fetches areas' strings in the language in use (and remembers them for a language switch). */
export async function loadLocaleParts(parts: readonly LocalePart[]): Promise<void> {
  for (const part of parts) wantedParts.add(part);
  const lng = (i18next.language as Locale | undefined) ?? storedLocale();
  await Promise.all(parts.map((part) => loadInto(lng, part)));
}

/** A loader (of a page or a dialog) that also brings the strings of the areas it uses. */
export function withLocaleParts<T>(parts: readonly LocalePart[], loader: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([loader(), loadLocaleParts(parts)]))[0];
}

export function storedLocale(): Locale {
  const stored = localStorage.getItem(LOCALE_KEY);
  return stored === 'en' ? 'en' : 'ru';
}

/** Switches the language (kept under osawl-locale), once its strings are here. */
export async function setLocale(locale: Locale): Promise<void> {
  localStorage.setItem(LOCALE_KEY, locale);
  await loadLanguage(locale);
  await i18next.changeLanguage(locale);
  document.documentElement.lang = locale;
}

export async function initI18n(): Promise<void> {
  const lng = storedLocale();
  document.documentElement.lang = lng;
  await i18next.use(initReactI18next).init({
    resources: {},
    lng,
    // every string exists in both languages (localeParity.test.ts), so nothing falls back
    fallbackLng: false,
    interpolation: { escapeValue: false },
    // the resources arrive with addResourceBundle; a re-render follows
    partialBundledLanguages: true,
  });
  await loadLanguage(lng);
}
