import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { META_PROP } from '../../../../realtime/protocol/metaModel';
import { ontologyClient } from '../../ontology';
import { captionLanguage } from './captionLanguage';
import { instanceCaptions } from './instanceCaptions';

/**
 * Captions of instances the screen knows only by id (a role's subject area, a view's fields, the
 * columns of a command's answer); one request for all of them. An id without a caption
 * (deleted, or not visible) is simply missing from the map.
 */
export function useInstanceNames(ids: readonly string[]): ReadonlyMap<string, string> {
  const { i18n } = useTranslation();
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const key = [...new Set(ids)].sort().join(',');
  const language = captionLanguage(i18n.language);
  useEffect(() => {
    if (key === '') {
      setNames(new Map());
      return;
    }
    let current = true;
    const idx = key.split(',');
    ontologyClient.readByIds(idx, [META_PROP.label]).then(
      (entities) => current && setNames(instanceCaptions(entities, language)),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [key, language]);
  return names;
}
