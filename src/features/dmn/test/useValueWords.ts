import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValueWords } from './columnValues';

/** The words values are shown with, in the interface language. */
export function useValueWords(): ValueWords {
  const { t } = useTranslation();
  return useMemo(() => ({ yes: t('dmn.test.value.yes'), no: t('dmn.test.value.no'), empty: t('dmn.test.value.empty') }), [t]);
}
