import { useTranslation } from 'react-i18next';
import type { FormField } from '../../../../realtime/protocol/dataApi/getForm';
import { ontologyClient } from '../../ontology';
import { useLoad, type Loaded } from '../../../components/useLoad';
import { captionLanguage } from '../api/captionLanguage';

/** The properties a class's instances have (own, inherited, common), captioned in the interface language. */
export function useClassProperties(classId: string): Loaded<FormField[]> {
  const { i18n } = useTranslation();
  const language = captionLanguage(i18n.language);
  return useLoad(async () => {
    if (!classId) return [];
    return ontologyClient.form(classId, { lang: language });
  }, [classId, language]);
}
