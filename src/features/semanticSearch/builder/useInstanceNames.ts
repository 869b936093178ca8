import { useEffect, useState } from 'react';
import { ontologyClient, uiLanguage } from '../../ontology';

/** Names of instances a search refers to by id (link filter values), read in one call. */
export function useInstanceNames(ids: readonly string[]): Map<string, string> {
  const [names, setNames] = useState<Map<string, string>>(new Map());
  const key = [...new Set(ids)].sort().join(',');
  useEffect(() => {
    const wanted = key ? key.split(',') : [];
    if (wanted.length === 0) return;
    let live = true;
    ontologyClient.captions(wanted, uiLanguage()).then(
      (found) => live && setNames(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [key]);
  return names;
}
