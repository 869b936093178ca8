import { useTranslation } from 'react-i18next';
import type { PublicationNode, PublicationView } from '../../../../realtime/protocol/documents/simple';
import { DocArticle } from './DocArticle';
import { DocContent } from './DocContent';

type Props = {
  publication: PublicationView;
  selectedLinkId: string | null;
  onSelect: (linkId: string) => void;
};

/** The first node when none is chosen (or the chosen one is gone). */
export function selectedNode(nodes: readonly PublicationNode[], linkId: string | null): PublicationNode | null {
  return nodes.find((n) => n.linkId === linkId) ?? nodes[0] ?? null;
}

/**
 * A publication as a tree of documents beside the chosen document's content (/doctree/{id} and
 * its public page). The tree is a <nav>: print and Word leave it out and keep the document.
 */
export function DocTreeView({ publication, selectedLinkId, onSelect }: Props) {
  const { t } = useTranslation();
  const selected = selectedNode(publication.nodes, selectedLinkId);
  return (
    <div className="flex flex-col gap-4 md:flex-row md:items-start">
      <nav aria-label={t('simpleDocs.tree.label')} className="shrink-0 rounded border border-gray-200 bg-white p-2 md:sticky md:top-2 md:w-72 print:hidden" data-no-print data-testid="doc-tree">
        <div className="border-b border-gray-100 px-2 pb-2 text-sm font-semibold text-gray-800">{publication.name}</div>
        {publication.nodes.length === 0 && <p className="px-2 py-3 text-sm text-gray-500">{t('simpleDocs.tree.empty')}</p>}
        <ul className="mt-1 flex flex-col">
          {publication.nodes.map((node) => (
            <li key={node.linkId}>
              <button
                type="button"
                onClick={() => onSelect(node.linkId)}
                style={{ paddingLeft: `${0.5 + node.depth * 1.25}rem` }}
                aria-current={node.linkId === selected?.linkId ? 'page' : undefined}
                className={`w-full rounded py-1 pr-2 text-left text-sm ${node.linkId === selected?.linkId ? 'bg-primary-light font-medium text-primary-dark' : 'text-gray-700 hover:bg-gray-100'}`}
                data-testid="doc-tree-node"
              >
                {node.icon && <span className="mr-1">{node.icon}</span>}
                {node.name}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1 rounded border border-gray-200 bg-white p-6">
        {selected ? <DocArticle name={selected.name} html={selected.html} /> : <p className="text-sm text-gray-500">{t('simpleDocs.tree.empty')}</p>}
      </div>
    </div>
  );
}

/** A whole publication as one text: each document under a heading of its depth (the ?type=publication view). */
export function PublicationText({ publication }: { publication: PublicationView }) {
  return (
    <div className="flex flex-col gap-6" data-testid="publication-text">
      {publication.nodes.map((node) => {
        const Heading = (['h2', 'h3', 'h4', 'h5', 'h6'] as const)[Math.min(node.depth, 4)] ?? 'h6';
        return (
          <section key={node.linkId} className="flex flex-col gap-2">
            <Heading className="text-xl font-semibold text-gray-900">{node.name}</Heading>
            <DocContent html={node.html} />
          </section>
        );
      })}
    </div>
  );
}
