import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { META_CLASS } from '../../../../realtime/protocol/metaModel';
import { formatNumber } from '../../../i18n/format';
import { useLoad } from '../../../components/useLoad';
import { useContextTitle } from '../../../shell/title/useContextTitle';
import { useEntityChanges } from '../../../components/useEntityChanges';
import { PageFrame } from '../../../components/PageFrame';
import { Problem, problemText } from '../../../components/Problem';
import { linkClass } from '../shared/ui/styles';
import { captionOf, parentIdsOf, type OntologyEntity } from '../client';
import { fetchAncestry, fetchDescendants } from './classApi';
import { ancestorPaths } from './classTreeModel';
import { slotFilling } from '../../../shell/featureHost/featureHost';

const DESCENDANTS_SHOWN = 5000;

async function loadHierarchy(id: string) {
  const [ancestry, below] = await Promise.all([fetchAncestry(id), fetchDescendants(id, DESCENDANTS_SHOWN)]);
  const parentsOf = new Map([...ancestry.values()].map((n) => [n.id, parentIdsOf(n).filter((p) => ancestry.has(p))]));
  const children = new Map<string, OntologyEntity[]>();
  for (const node of below.nodes) {
    for (const p of parentIdsOf(node)) children.set(p, [...(children.get(p) ?? []), node]);
  }
  return { self: ancestry.get(id) ?? null, ancestry, paths: ancestorPaths(id, parentsOf, 50), children, total: below.total, shown: below.nodes.length };
}

/** /class-hierarchy/{id}: every path from a root down to the class, and everything below it (each a query on the closure). */
export default function ClassHierarchyPage() {
  const ClassInferences = slotFilling('classInferences');
  const { id = '' } = useParams<{ id: string }>();
  const { t, i18n } = useTranslation();
  const lang = i18n.language.slice(0, 2);
  const data = useLoad(() => loadHierarchy(id), [id]);
  const { reload } = data;
  useEntityChanges([META_CLASS.Class], reload);
  const caption = (n: OntologyEntity | undefined) => captionOf(n, lang);
  useContextTitle(caption(data.data?.self ?? undefined) || null);
  if (data.error) return <Problem text={problemText(data.error)} />;
  if (!data.data) return <p className="p-4 text-sm text-gray-500">{t('classes.common.loading')}</p>;
  const { self, ancestry, paths, children, total, shown } = data.data;
  if (!self) return <p className="p-4 text-sm text-gray-500">{t('classes.card.notFound')}</p>;
  const link = (n: OntologyEntity | undefined) =>
    n && (
      <Link className={linkClass} to={`/class_list/${n.id}`}>
        {caption(n)}
      </Link>
    );
  return (
    <PageFrame className="min-h-0 gap-3 p-4" title={t('classes.hierarchy.title', { name: caption(self) })}>
      <section className="flex flex-col gap-1" data-testid="hierarchy-ancestors">
        <h2 className="text-base font-semibold text-gray-900">{t('classes.hierarchy.ancestors')}</h2>
        {paths.every((p) => p.length === 1) && <p className="text-sm text-gray-500">{t('classes.hierarchy.noAncestors')}</p>}
        {paths
          .filter((p) => p.length > 1)
          .map((path) => (
            <p key={path.join('/')} className="text-sm">
              {path.map((pid, n) => (
                <span key={pid}>
                  {n > 0 && <span className="px-1 text-gray-400">›</span>}
                  {pid === id ? <strong>{caption(self)}</strong> : link(ancestry.get(pid))}
                </span>
              ))}
            </p>
          ))}
      </section>
      <section className="flex flex-col gap-1" data-testid="hierarchy-descendants">
        <h2 className="text-base font-semibold text-gray-900">
          {t('classes.hierarchy.descendants')} ({formatNumber(total)})
        </h2>
        {total === 0 && <p className="text-sm text-gray-500">{t('classes.hierarchy.noDescendants')}</p>}
        {shown < total && <p className="text-xs text-gray-500">{t('classes.hierarchy.truncated', { shown: formatNumber(shown), total: formatNumber(total) })}</p>}
        <Branch parent={id} below={children} depth={0} caption={caption} trail={[id]} />
      </section>
      {ClassInferences && (
        <Suspense fallback={null}>
          <ClassInferences classId={id} />
        </Suspense>
      )}
    </PageFrame>
  );
}

/** One level of descendants, each expandable; a class below two of them shows under both. */
function Branch({ parent, below, depth, caption, trail }: { parent: string; below: ReadonlyMap<string, OntologyEntity[]>; depth: number; caption: (n: OntologyEntity) => string; trail: string[] }) {
  const [open, setOpen] = useState<Set<string>>(() => new Set(depth === 0 ? (below.get(parent) ?? []).map((c) => c.id) : []));
  const list = [...(below.get(parent) ?? [])].sort((a, b) => caption(a).localeCompare(caption(b)));
  return (
    <ul className="text-sm" style={{ paddingLeft: depth ? 18 : 0 }}>
      {list.map((c) => {
        const has = (below.get(c.id)?.length ?? 0) > 0 && !trail.includes(c.id);
        const isOpen = open.has(c.id);
        return (
          <li key={c.id}>
            <button
              type="button"
              className={`w-5 text-gray-500 ${has ? '' : 'invisible'}`}
              onClick={() => setOpen((s) => (s.has(c.id) ? new Set([...s].filter((x) => x !== c.id)) : new Set([...s, c.id])))}
              aria-expanded={has ? isOpen : undefined}
            >
              {isOpen ? '▾' : '▸'}
            </button>
            <Link className={linkClass} to={`/class_list/${c.id}`}>
              {caption(c)}
            </Link>
            {has && isOpen && <Branch parent={c.id} below={below} depth={depth + 1} caption={caption} trail={[...trail, c.id]} />}
          </li>
        );
      })}
    </ul>
  );
}
