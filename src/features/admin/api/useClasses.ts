import { useTranslation } from 'react-i18next';
import { META_PROP } from '../../../../realtime/protocol/metaModel';
import { byProp, captionOf, ontologyClient, type EntityRef } from '../../ontology';
import { useLoad, type Loaded } from '../../../components/useLoad';
import { captionLanguage } from './captionLanguage';

const CLASS_LIMIT = 5000;

/** The ontology's classes (the built-in meta-classes left out) by what people call them, for choosing a class. */
export function useClasses(): Loaded<EntityRef[]> {
  const { i18n } = useTranslation();
  const language = captionLanguage(i18n.language);
  return useLoad(async () => {
    const { entities } = await ontologyClient.read({ of: 'class', builtIn: false, fields: [META_PROP.label], sort: byProp('name'), limit: CLASS_LIMIT });
    return entities.map((c) => ({ id: c.id, name: captionOf(c, language) })).sort((a, b) => a.name.localeCompare(b.name, language));
  }, [language]);
}
