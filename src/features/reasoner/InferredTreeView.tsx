import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ReasonerAnswer } from '../../../realtime/protocol/reasoner';
import { buildInferredTree, pathsToInferred, type InferredChild, type InferredTree } from './inferredTree';
import type { Explained } from './ExplanationDialog';

// a small ontology is shown whole; a big one opens only the way to what the reasoner added
const OPEN_ALL_BELOW = 200;

type Props = { answer: ReasonerAnswer; onExplain: (explained: Explained) => void };

/** The inferred class hierarchy: inferred edges marked with a badge and a colour, each opening its explanation. */
export function InferredTreeView({ answer, onExplain }: Props) {
  const { t } = useTranslation();
  const unsatisfiable = useMemo(() => new Set(answer.unsatisfiable.map((u) => u.cls.iri)), [answer.unsatisfiable]);
  const tree = useMemo(() => buildInferredTree(answer.taxonomy, unsatisfiable), [answer.taxonomy, unsatisfiable]);
  const [open, setOpen] = useState<Set<string> | 'all'>(() => (tree.size < OPEN_ALL_BELOW ? 'all' : pathsToInferred(tree)));
  const isOpen = (iri: string) => open === 'all' || open.has(iri);
  const toggle = (iri: string) =>
    setOpen((current) => {
      const next = new Set(current === 'all' ? tree.children.keys() : current);
      if (next.has(iri)) next.delete(iri);
      else next.add(iri);
      return next;
    });
  if (tree.size === 0) return <p className="p-3 text-sm text-gray-500">{t('reasoner.emptyTree')}</p>;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex gap-2 text-xs">
        <button type="button" className="text-primary hover:underline" onClick={() => setOpen('all')}>
          {t('reasoner.expandAll')}
        </button>
        <button type="button" className="text-primary hover:underline" onClick={() => setOpen(new Set())}>
          {t('reasoner.collapseAll')}
        </button>
      </div>
      <ul role="tree" className="text-sm" data-testid="inferred-tree">
        {tree.roots.map((child) => (
          <Branch key={child.cls.iri} child={child} parent={null} tree={tree} isOpen={isOpen} toggle={toggle} onExplain={onExplain} trail={[]} />
        ))}
      </ul>
    </div>
  );
}

type BranchProps = {
  child: InferredChild;
  parent: InferredChild | null;
  tree: InferredTree;
  isOpen: (iri: string) => boolean;
  toggle: (iri: string) => void;
  onExplain: (explained: Explained) => void;
  trail: string[];
};

function Branch({ child, parent, tree, isOpen, toggle, onExplain, trail }: BranchProps) {
  const { t } = useTranslation();
  const iri = child.cls.iri;
  // a cycle of equivalent classes is drawn once
  const below = trail.includes(iri) ? [] : (tree.children.get(iri) ?? []);
  const opened = below.length > 0 && isOpen(iri);
  const name = child.cls.id ? (
    <Link className="text-gray-900 hover:text-primary hover:underline" to={`/class_list/${child.cls.id}`}>
      {child.cls.name}
    </Link>
  ) : (
    <span className="text-gray-900">{child.cls.name}</span>
  );
  return (
    <li role="treeitem" aria-expanded={below.length ? opened : undefined} data-testid="inferred-node" data-name={child.cls.name} data-parent={parent?.cls.name ?? ''} data-inferred={child.inferred}>
      <div className={`flex items-center gap-1 rounded px-1 ${child.inferred ? 'bg-violet-50' : ''}`}>
        <button type="button" className={`w-5 text-gray-500 ${below.length ? '' : 'invisible'}`} onClick={() => toggle(iri)} aria-label={child.cls.name}>
          {opened ? '▾' : '▸'}
        </button>
        {name}
        {child.equivalents.length > 0 && <span className="text-xs text-gray-500">≡ {child.equivalents.map((e) => e.name).join(', ')}</span>}
        {child.inferred && (
          <button
            type="button"
            className="rounded-full border border-violet-300 bg-violet-100 px-2 text-xs text-violet-800 hover:bg-violet-200"
            title={t('reasoner.explanation.show')}
            data-testid="inferred-badge"
            onClick={() => onExplain({ title: t('reasoner.explanation.subClassOf', { sub: child.cls.name, sup: parent?.cls.name ?? 'owl:Thing' }), because: child.because })}
          >
            {t('reasoner.inferredBadge')}
          </button>
        )}
      </div>
      {opened && (
        <ul className="pl-5">
          {below.map((c) => (
            <Branch key={c.cls.iri} child={c} parent={child} tree={tree} isOpen={isOpen} toggle={toggle} onExplain={onExplain} trail={[...trail, iri]} />
          ))}
        </ul>
      )}
    </li>
  );
}
