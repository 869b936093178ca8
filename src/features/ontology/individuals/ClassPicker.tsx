import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLoad } from '../../../components/useLoad';
import { formatNumber } from '../../../i18n/format';
import { parentIdsOf, type OntologyEntity } from '../client';
import { captionInUi, fetchClasses, fetchInstanceCounts } from './individualsApi';
import { PageFrame } from '../../../components/PageFrame';
import { Problem, problemText } from '../../../components/Problem';
import { inputClass, linkClass, smallButton } from './ui';

/** Drawn at most: a search narrows big ontologies (tens of thousands of classes) down. */
const SHOWN = 400;

/** `caption`: what the class is called in the interface language; `name`: its own name, shown beside a different caption. */
type ClassEntry = { id: string; name: string; parents: string[]; caption: string };
type Node = { entry: ClassEntry; depth: number };

const entryOf = (cls: OntologyEntity): ClassEntry => ({ id: cls.id, name: cls.name, parents: parentIdsOf(cls), caption: captionInUi(cls) });

// a class with several parents shows under each; a cycle cannot be stored, but a visited set keeps a broken store from looping
function treeOrder(classes: readonly ClassEntry[]): Node[] {
  const ids = new Set(classes.map((c) => c.id));
  const children = new Map<string, ClassEntry[]>();
  const roots: ClassEntry[] = [];
  for (const c of classes) {
    const parents = c.parents.filter((p) => ids.has(p));
    if (parents.length === 0) roots.push(c);
    for (const p of parents) children.set(p, [...(children.get(p) ?? []), c]);
  }
  const out: Node[] = [];
  const walk = (entry: ClassEntry, depth: number, path: Set<string>) => {
    if (path.has(entry.id) || out.length > SHOWN * 4) return;
    out.push({ entry, depth });
    const next = new Set(path).add(entry.id);
    for (const child of children.get(entry.id) ?? []) walk(child, depth + 1, next);
  };
  for (const root of roots) walk(root, 0, new Set());
  return out;
}

/** /examp_list without a class: pick the class whose instances to show. */
export function ClassPicker() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const [asTree, setAsTree] = useState(true);
  const loaded = useLoad(async () => {
    const [classes, counts] = await Promise.all([fetchClasses(), fetchInstanceCounts()]);
    const sorted = classes.map(entryOf).sort((a, b) => a.caption.localeCompare(b.caption, 'ru'));
    return { classes: sorted, counts };
  }, [i18n.language]);
  const needle = search.trim().toLocaleLowerCase('ru');
  const nodes = useMemo<Node[]>(() => {
    const classes = loaded.data?.classes ?? [];
    if (needle) return classes.filter((c) => `${c.name} ${c.caption}`.toLocaleLowerCase('ru').includes(needle)).map((entry) => ({ entry, depth: 0 }));
    return asTree ? treeOrder(classes) : classes.map((entry) => ({ entry, depth: 0 }));
  }, [loaded.data, needle, asTree]);

  return (
    <PageFrame
      className="gap-4 p-4"
      title={t('individuals.picker.title')}
      actions={
        <button type="button" className={smallButton} onClick={() => setAsTree((v) => !v)} disabled={Boolean(needle)}>
          {asTree ? t('individuals.picker.flat') : t('individuals.picker.tree')}
        </button>
      }
    >
      <p className="text-sm text-gray-600">{t('individuals.picker.hint')}</p>
      <input className={`${inputClass} max-w-md`} placeholder={t('individuals.picker.search')} aria-label={t('individuals.picker.search')} value={search} onChange={(e) => setSearch(e.target.value)} data-testid="class-search" />
      <Problem multiline text={loaded.error ? problemText(loaded.error) : null} />
      {loaded.data && nodes.length === 0 ? <p className="text-sm text-gray-500">{t('individuals.picker.empty')}</p> : null}
      <ul className="flex flex-col divide-y divide-gray-100 rounded border border-gray-200 bg-white" data-testid="class-picker">
        {nodes.slice(0, SHOWN).map(({ entry, depth }, i) => (
          <li key={`${entry.id}:${i}`} className="flex items-center gap-2 px-3 py-1.5 text-sm" style={{ paddingLeft: `${0.75 + depth * 1.25}rem` }}>
            <Link className={linkClass} to={`/examp_list/${entry.id}`}>
              {entry.caption}
            </Link>
            {entry.caption !== entry.name ? <span className="text-xs text-gray-400">{entry.name}</span> : null}
            <span className="ml-auto text-xs text-gray-500">{t('individuals.picker.count', { n: formatNumber(loaded.data?.counts.get(entry.id) ?? 0) })}</span>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
