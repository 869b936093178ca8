import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { META_PROP } from '../../../../realtime/protocol/metaModel';
import { ontologyClient } from '../../ontology';
import { captionLanguage } from './captionLanguage';
import { instanceCaptions } from './instanceCaptions';

const PENDING = '…';

/**
 * Captions of instances the screen knows only by id (a role's subject area, a view's fields, the
 * columns of a command's answer); one request for all of them. Every id asked for has an entry:
 * '…' while loading, and a plain "deleted or unavailable" for one that is gone or not visible —
 * never the raw id.
 */
export function useInstanceNames(ids: readonly string[]): ReadonlyMap<string, string> {
  const { t, i18n } = useTranslation();
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const key = [...new Set(ids)].sort().join(',');
  const language = captionLanguage(i18n.language);
  const unknown = t('admin.common.unknown');
  useEffect(() => {
    if (key === '') {
      setNames(new Map());
      return;
    }
    let current = true;
    const idx = key.split(',');
    const settle = (found: ReadonlyMap<string, string>) => current && setNames(new Map(idx.map((id) => [id, found.get(id) ?? unknown])));
    setNames(new Map(idx.map((id) => [id, PENDING])));
    ontologyClient.readByIds(idx, [META_PROP.label]).then(
      (entities) => settle(instanceCaptions(entities, language)),
      () => settle(new Map()),
    );
    return () => {
      current = false;
    };
  }, [key, language, unknown]);
  return names;
}
