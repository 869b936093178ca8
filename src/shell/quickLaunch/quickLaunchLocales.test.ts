import { describe, expect, it } from 'vitest';
import { QUICK_LAUNCH_KINDS } from '../../../realtime/protocol/shell/quickLaunch';
import ru from '../../i18n/locales/parts/quickLaunch.ru.json';
import en from '../../i18n/locales/parts/quickLaunch.en.json';

type Tree = { [key: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`))).sort();

describe('quick launch strings', () => {
  it('Russian and English have the same keys', () => {
    expect(keys(en)).toEqual(keys(ru));
  });

  it.each(QUICK_LAUNCH_KINDS)('kind %s has a label', (kind) => {
    expect(ru.kinds[kind]).toBeTruthy();
    expect(en.kinds[kind]).toBeTruthy();
  });
});
