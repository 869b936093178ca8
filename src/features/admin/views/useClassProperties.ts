import { useTranslation } from 'react-i18next';
import type { FormField } from '../../../../realtime/protocol/dataApi/getForm';
import { getForm } from '../../../app/api/dataApi';
import { useLoad, type Loaded } from '../../../components/useLoad';
import { captionLanguage } from '../api/captionLanguage';

/** The properties a class's instances have (own, inherited, common), captioned in the interface language. */
export function useClassProperties(classId: string): Loaded<FormField[]> {
  const { i18n } = useTranslation();
  const language = captionLanguage(i18n.language);
  return useLoad(async () => {
    if (!classId) return [];
    const result = await getForm({ class: classId, prop_cap: language });
    return result.rows;
  }, [classId, language]);
}
