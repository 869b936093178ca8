import type { TFunction } from 'i18next';
import { formatNumber } from '../../i18n/format';

/** «4 объекта × 3 признака»: each count with its own plural form, numbers in the interface's style. */
export function contextSize(t: TFunction, objects: number, attributes: number, key: 'fca.builder.size' | 'fca.entry.size'): string {
  return t(key, {
    objects: t('fca.count.objects', { count: objects, n: formatNumber(objects) }),
    attributes: t('fca.count.attributes', { count: attributes, n: formatNumber(attributes) }),
  });
}
