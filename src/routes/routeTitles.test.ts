import { describe, expect, it } from 'vitest';
import { routeTable } from './routeTable';
import ru from '../i18n/locales/parts/routes.ru.json';
import en from '../i18n/locales/parts/routes.en.json';

describe('route titles', () => {
  it.each(routeTable.map((r) => [r.path, r.title] as const))('%s has a Russian and an English title', (_path, title) => {
    expect((ru as Record<string, string>)[title]).toBeTruthy();
    expect((en as Record<string, string>)[title]).toBeTruthy();
  });
});
