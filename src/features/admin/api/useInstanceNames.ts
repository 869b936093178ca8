import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { META_PROP } from '../../../../realtime/protocol/metaModel';
import { getData } from '../../../app/api/dataApi';
import { captionLanguage } from './captionLanguage';
import { captionsFromRows } from './instanceCaptions';

/**
 * Captions of instances the screen knows only by id (a role's subject area, a view's fields, the
 * columns of a command's answer); one get_data call for all of them. An id without a caption
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
    getData({ idx, fields: [{ prop: META_PROP.name }, { prop: META_PROP.label }], limit: idx.length }).then(
      (result) => current && setNames(captionsFromRows(result.rows, language)),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [key, language]);
  return names;
}
