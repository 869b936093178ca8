import { useTranslation } from 'react-i18next';
import { DEFAULT_FRAME, barLayout, chartColor, lineLayout, pieLayout, valueAxis, type Frame, type Point } from '../../../model/reports/chartGeometry';
import { LEGEND_X, LINE_HEIGHT, categoryLayout, legendLayout, type CategoryLabels } from '../../../model/reports/chartLabels';
import { formatFigure } from '../../../model/reports/reportFigures';
import type { ChartKind } from '../../../model/reports/templateSyntax';

// the looks are attributes, not classes: the picture is also drawn on its own for Word
const FONT = { fontFamily: 'Arial, Helvetica, sans-serif', fontSize: 11, fill: '#374151' } as const;

function Axis({ f, ticks, yOf }: { f: Frame; ticks: number[]; yOf: (v: number) => number }) {
  return (
    <g>
      {ticks.map((v) => (
        <g key={v}>
          <line x1={f.left} x2={f.width - f.right} y1={yOf(v)} y2={yOf(v)} stroke="#e5e7eb" strokeWidth={1} />
          <text x={f.left - 6} y={yOf(v) + 4} textAnchor="end" {...FONT}>
            {formatFigure(v)}
          </text>
        </g>
      ))}
      <line x1={f.left} x2={f.width - f.right} y1={f.height - f.bottom} y2={f.height - f.bottom} stroke="#9ca3af" strokeWidth={1} />
    </g>
  );
}

/** The category names under the bars or dots: wrapped onto lines, or slanted when the bars are narrow; the whole name is the tooltip. */
function XLabels({ f, items, labels }: { f: Frame; items: Array<{ x: number; label: string }>; labels: CategoryLabels }) {
  const y = f.height - f.bottom + 16;
  return (
    <g>
      {items.map(({ x, label }, i) => (
        <text key={i} x={x} y={y} textAnchor={labels.slanted ? 'end' : 'middle'} transform={labels.slanted ? `rotate(-45 ${x} ${y})` : undefined} {...FONT}>
          <title>{label}</title>
          {(labels.lines[i] ?? []).map((line, n) => (
            <tspan key={n} x={x} dy={n === 0 ? 0 : LINE_HEIGHT}>
              {line}
            </tspan>
          ))}
        </text>
      ))}
    </g>
  );
}

function Bars({ f, labels, points }: { f: Frame; labels: CategoryLabels; points: Point[] }) {
  const { bars, axis, yOf } = barLayout(points, f);
  return (
    <>
      <Axis f={f} ticks={axis.values} yOf={yOf} />
      {bars.map((b, i) => (
        <rect key={i} x={b.x} y={b.y} width={b.width} height={Math.max(0, b.height)} fill={b.color}>
          <title>{`${b.point.label}: ${formatFigure(b.point.value)}`}</title>
        </rect>
      ))}
      <XLabels f={f} labels={labels} items={bars.map((b) => ({ x: b.labelX, label: b.point.label }))} />
    </>
  );
}

function Line({ f, labels, points }: { f: Frame; labels: CategoryLabels; points: Point[] }) {
  const { path, dots, axis, yOf } = lineLayout(points, f);
  return (
    <>
      <Axis f={f} ticks={axis.values} yOf={yOf} />
      <path d={path} fill="none" stroke={chartColor(0)} strokeWidth={2} />
      {dots.map((d, i) => (
        <circle key={i} cx={d.x} cy={d.y} r={3.5} fill={chartColor(0)}>
          <title>{`${d.point.label}: ${formatFigure(d.point.value)}`}</title>
        </circle>
      ))}
      <XLabels f={f} labels={labels} items={dots.map((d) => ({ x: d.x, label: d.point.label }))} />
    </>
  );
}

const legendText = (s: { point: Point; share: number }): string => `${s.point.label} — ${formatFigure(s.point.value)} (${formatFigure(Math.round(s.share * 1000) / 10)} %)`;

function Pie({ points }: { points: Point[] }) {
  const f = DEFAULT_FRAME;
  const r = (f.height - 40) / 2;
  const slices = pieLayout(points, r + 20, f.height / 2, r);
  const legend = legendLayout(slices.map(legendText));
  return (
    <>
      {slices.map((s, i) => (
        <path key={i} d={s.path} fill={s.color} stroke="#ffffff" strokeWidth={1}>
          <title>{`${s.point.label}: ${formatFigure(s.point.value)}`}</title>
        </path>
      ))}
      {slices.map((s, i) => (
        <g key={`legend-${i}`} transform={`translate(${LEGEND_X} ${legend.entries[i]?.y ?? 0})`}>
          <rect width={12} height={12} fill={s.color} />
          <text x={18} y={10} {...FONT}>
            {(legend.entries[i]?.lines ?? []).map((line, n) => (
              <tspan key={n} x={18} dy={n === 0 ? 0 : LINE_HEIGHT}>
                {line}
              </tspan>
            ))}
          </text>
        </g>
      ))}
    </>
  );
}

/** The frame a chart needs: room for its value axis and its names, so none is cut off. */
function frameOf(chart: ChartKind, points: Point[]): { f: Frame; labels: CategoryLabels } {
  if (chart === 'pie') {
    const height = legendLayout(pieLayout(points, 0, 0, 1).map(legendText)).height;
    return { f: { ...DEFAULT_FRAME, height }, labels: { slanted: false, lines: [] } };
  }
  const ticks = valueAxis(Math.max(0, ...points.map((p) => p.value))).values.map(formatFigure);
  const { frame, labels } = categoryLayout(points, ticks);
  return { f: frame, labels };
}

/** A chart of a report drawn as SVG, so it prints and goes into Word as a picture. */
export function ReportChart({ chart, points, labelName, valueName }: { chart: ChartKind; points: Point[]; labelName: string; valueName: string }) {
  const { t } = useTranslation();
  const title = t('reports.chart.title', { value: valueName, label: labelName });
  const { f, labels } = frameOf(chart, points);
  return (
    <figure className="my-3 break-inside-avoid" data-testid="report-chart" data-chart={chart}>
      <p className="mb-1 text-sm font-medium text-gray-700">{title}</p>
      {points.length === 0 ? (
        <p className="text-sm text-gray-500">{t('reports.chart.empty')}</p>
      ) : (
        <svg viewBox={`0 0 ${f.width} ${f.height}`} width={f.width} height={f.height} className="h-auto max-w-full" role="img" aria-label={title} data-word-image="">
          <rect width={f.width} height={f.height} fill="#ffffff" />
          {chart === 'bar' && <Bars f={f} labels={labels} points={points} />}
          {chart === 'line' && <Line f={f} labels={labels} points={points} />}
          {chart === 'pie' && <Pie points={points} />}
        </svg>
      )}
    </figure>
  );
}
