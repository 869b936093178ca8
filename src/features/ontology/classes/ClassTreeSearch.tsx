import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../shared/ui/styles';
import { searchWithPaths, type SearchHit } from './treeSearch';
import { captionOf, type OntologyEntity } from '../client';

const DEBOUNCE_MS = 500;

/** Search by name or label: the matches with their paths from a root; choosing one opens the tree down to it. */
export function ClassTreeSearch({ showBuiltIn, lang, onChoose }: { showBuiltIn: boolean; lang: string; onChoose: (hit: SearchHit) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [hits, setHits] = useState<SearchHit[] | null>(null);
  useEffect(() => {
    if (!text.trim()) return setHits(null);
    let current = true;
    const timer = setTimeout(() => {
      searchWithPaths(text.trim(), showBuiltIn).then(
        (found) => current && setHits(found),
        () => current && setHits([]),
      );
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, showBuiltIn]);
  const caption = (n: OntologyEntity | undefined) => captionOf(n, lang);
  return (
    <div className="relative w-full max-w-md">
      <input className={inputClass} value={text} onChange={(e) => setText(e.target.value)} placeholder={t('classes.tree.searchPlaceholder')} aria-label={t('classes.common.search')} data-testid="tree-search" />
      {hits && (
        <ul className="absolute z-20 mt-1 max-h-80 w-full overflow-y-auto rounded border border-gray-200 bg-white text-sm shadow-lg" data-testid="tree-search-hits">
          <li className="px-2 py-1 text-xs text-gray-500">{hits.length ? t('classes.tree.paths', { count: hits.length }) : t('classes.common.noMatches')}</li>
          {hits.map((hit) => (
            <li key={hit.node.id}>
              <button
                type="button"
                className="w-full px-2 py-1 text-left hover:bg-primary-light/50"
                onClick={() => {
                  onChoose(hit);
                  setHits(null);
                }}
              >
                <span className="font-medium">{caption(hit.node)}</span>
                {hit.paths.map((path) => (
                  <span key={path.join('/')} className="block truncate text-xs text-gray-500">
                    {path.map((id) => caption(hit.names.get(id))).join(' › ')}
                  </span>
                ))}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
