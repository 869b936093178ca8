import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../i18n/format';
import type { GraphEdge, GraphNode, NodeKind } from './graphModel';
import { EDGE_COLOURS, NODE_COLOURS } from './networkStyle';

/** Under the graph: what the shapes mean (only the kinds present) and how many nodes and edges are drawn. */
export function NetworkLegend({ nodes, edges }: { nodes: readonly GraphNode[]; edges: readonly GraphEdge[] }) {
  const { t } = useTranslation();
  const kinds = new Set(nodes.map((n) => n.kind));
  const nodeKinds = (['focus', 'class', 'individual', 'external'] as NodeKind[]).filter((k) => kinds.has(k));
  const hasSubclass = edges.some((e) => e.kind === 'subclass');
  const hasProperty = edges.some((e) => e.kind === 'property');
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 px-1 pt-1 text-xs text-gray-600">
      {nodeKinds.map((kind) => (
        <span key={kind} className="inline-flex items-center gap-1">
          <span className={`inline-block h-3 w-4 border ${kind === 'individual' ? 'rounded-full' : 'rounded-sm'}`} style={{ background: NODE_COLOURS[kind].background, borderColor: NODE_COLOURS[kind].border }} />
          {t(`maps.legend.${kind}`)}
        </span>
      ))}
      {hasSubclass && (
        <span className="inline-flex items-center gap-1">
          <span className="inline-block w-5 border-t-2 border-dashed" style={{ borderColor: EDGE_COLOURS.subclass }} />
          {t('maps.legend.subclass')}
        </span>
      )}
      {hasProperty && (
        <span className="inline-flex items-center gap-1">
          <span className="inline-block w-5 border-t-2" style={{ borderColor: EDGE_COLOURS.property }} />
          {t('maps.legend.property')}
        </span>
      )}
      <span className="ml-auto" data-testid="network-counts">
        {t('maps.legend.counts', { nodes: formatNumber(nodes.length), edges: formatNumber(edges.length) })}
      </span>
    </div>
  );
}
