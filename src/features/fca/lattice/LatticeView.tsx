import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormalContextWire, LatticeWire } from '../../../../realtime/protocol/fca';
import { showMessage } from '../../../state/messageStore';
import { LatticeCanvas } from './LatticeCanvas';
import { LatticeDetails } from './LatticeDetails';
import { LatticeToolbar } from './LatticeToolbar';
import { buildDrawing, type Highlight } from './latticeDrawing';
import { downloadPng, downloadSvg } from './latticeExport';
import { effectiveMinExtent, highlightOf, latticeModel, shownLattice } from './latticeModel';
import { latticeSvg } from './latticeSvg';
import { minExtentForLimit } from './latticeVisibility';
import { useZoomPan } from './useZoomPan';

/** Beyond this many drawn concepts labels would pile up: the drawing is compact and labels come with zooming in. */
export const LABELLED_LIMIT = 400;
/** A bigger lattice opens with the support filter raised until this many are left: a drawing people can read (lowering the filter shows the rest). */
export const INITIAL_DRAW_LIMIT = 150;

export type LatticeViewProps = {
  context: FormalContextWire;
  lattice: LatticeWire;
  selected: number | null;
  onSelect: (concept: number | null) => void;
  objectHref?: (objectIndex: number) => string | null;
  title: string;
};

type Shaping = { lattice: LatticeWire; minExtent: number; collapsed: ReadonlySet<number> };

/** The concept lattice as a Hasse diagram: reduced labels, zoom and pan, selection with its upper and lower sets, export. */
export function LatticeView({ context, lattice, selected, onSelect, objectHref, title }: LatticeViewProps) {
  const { t } = useTranslation();
  const model = useMemo(() => latticeModel(context, lattice), [context, lattice]);
  const initial = useCallback((l: LatticeWire): Shaping => ({ lattice: l, minExtent: minExtentForLimit(model.extentSizes, INITIAL_DRAW_LIMIT), collapsed: new Set() }), [model]);
  const [shaping, setShaping] = useState<Shaping>(() => initial(lattice));
  // another lattice (recomputed context, server result) starts with its own filter, nothing collapsed
  const current = shaping.lattice === lattice ? shaping : initial(lattice);
  if (current !== shaping) setShaping(current);
  const { minExtent, collapsed } = current;

  const visible = useMemo(() => shownLattice(model, minExtent, collapsed), [model, minExtent, collapsed]);
  const labelled = visible.concepts.length <= LABELLED_LIMIT;
  const drawing = useMemo(() => buildDrawing(visible, model.labels, labelled), [visible, model, labelled]);
  const size = useMemo(() => ({ width: drawing.width, height: drawing.height }), [drawing]);
  const svgRef = useRef<SVGSVGElement | null>(null);
  const zoom = useZoomPan(svgRef, size);

  const valid = selected !== null && selected >= 0 && selected < lattice.concepts.length ? selected : null;
  const highlight: Highlight = useMemo(() => (valid === null ? null : highlightOf(model, valid)), [valid, model]);
  const tooltip = useCallback(
    (concept: number) => {
      const attributes = model.own.attributes[concept]!.map((i) => context.attributes[i]);
      const objects = model.own.objects[concept]!.map((i) => context.objects[i]);
      return [attributes.join(', '), objects.join(', ')].filter(Boolean).join('\n') || t('fca.lattice.noOwnLabels');
    },
    [model, context, t],
  );
  // a click always selects (clearing is the background's, Escape's and the panel's ×): a second click must not undo the first
  const onNodeClick = useCallback((concept: number) => onSelect(concept), [onSelect]);
  const onBackgroundClick = useCallback(() => onSelect(null), [onSelect]);

  // a concept chosen elsewhere (the concepts table) is brought into view if it is drawn outside it
  const { revealPoint } = zoom;
  useEffect(() => {
    const node = valid === null ? undefined : drawing.nodes.find((n) => n.concept === valid);
    if (node) revealPoint(node.x, node.y);
  }, [valid, drawing, revealPoint]);

  const setMinExtent = useCallback((value: number) => setShaping((s) => ({ ...s, minExtent: value })), []);
  const toggleCollapse = (concept: number) => {
    const next = new Set(collapsed);
    if (!next.delete(concept)) next.add(concept);
    setShaping({ ...current, collapsed: next });
  };
  const showAll = () => setShaping({ lattice, minExtent: 0, collapsed: new Set() });

  const exportDrawing = () => (labelled ? drawing : buildDrawing(visible, model.labels, true));
  const exportSvg = () => downloadSvg(latticeSvg(exportDrawing(), highlight, title), title);
  const exportPng = () => {
    const full = exportDrawing();
    // a picture too big for the browser's canvas, or one it refuses to draw, is said, not swallowed
    downloadPng(latticeSvg(full, highlight, title), full.width, full.height, title).catch(() => showMessage({ text: t('fca.lattice.pngFailed'), kind: 'error' }));
  };

  const shown = valid !== null && visible.concepts.includes(valid);
  const hiddenBy = valid === null || shown ? null : model.extentSizes[valid]! < effectiveMinExtent(model, minExtent) ? 'filter' : 'collapse';
  return (
    <div
      className="flex flex-col overflow-hidden rounded border border-gray-200"
      data-testid="fca-lattice"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onSelect(null);
      }}
    >
      <LatticeToolbar
        objectCount={context.objects.length}
        conceptCount={lattice.concepts.length}
        shownCount={visible.concepts.length}
        minExtent={minExtent}
        onMinExtent={setMinExtent}
        collapsedCount={collapsed.size}
        onExpandAll={() => setShaping({ ...current, collapsed: new Set() })}
        labelsHidden={!labelled}
        zoom={zoom}
        onExportSvg={exportSvg}
        onExportPng={exportPng}
      />
      <div className="flex h-[70vh] min-h-[420px]">
        <div className="min-w-0 flex-1">
          <LatticeCanvas
            svgRef={svgRef}
            drawing={drawing}
            highlight={highlight}
            zoom={zoom}
            tooltip={tooltip}
            onNodeClick={onNodeClick}
            onBackgroundClick={onBackgroundClick}
            label={t('fca.lattice.canvasLabel', { title })}
          />
        </div>
        {valid !== null && highlight && (
          <LatticeDetails
            concept={valid}
            context={context}
            lattice={lattice}
            objectHref={objectHref}
            upperCount={highlight.upper.size}
            lowerCount={highlight.lower.size}
            hiddenBy={hiddenBy}
            collapsed={collapsed.has(valid)}
            onToggleCollapse={() => toggleCollapse(valid)}
            onShowAll={showAll}
            onClose={() => onSelect(null)}
          />
        )}
      </div>
    </div>
  );
}
