import type { Aggregation, CalcColumn, COLUMN_KINDS } from '../../realtime/protocol/semanticSearch';
import type { FormulaNode } from '../../model/semanticSearch/formula';
import type { ResolvedFilter } from '../ontologyStore';
import type { ResolvedProp } from '../ontologyStore';

/** A search checked against the store: every class, property and formula known, filters coerced. */

export type ColumnKind = (typeof COLUMN_KINDS)[number];

export type ResolvedNode = { key: string; classId: string; className: string; subclasses: boolean };

/** An edge: `holder`'s instances have values of `propId` pointing at `target`'s. */
export type ResolvedEdge = { id: string; holder: string; target: string; propId: string; optional: boolean };

type Shown = {
  code: string;
  name: string;
  kind: ColumnKind;
  agg: Aggregation | null;
  hidden: boolean;
  ord: number;
  sort: number | null;
  sortMode: 'asc' | 'desc';
};

export type ResolvedColumn = Shown & {
  calculated: false;
  id: string;
  node: string;
  prop: ResolvedProp;
  filterable: boolean;
};

export type ResolvedCalc = Shown & {
  calculated: true;
  id: string;
  ast: FormulaNode;
  type: CalcColumn['type'];
};

export type AnyColumn = ResolvedColumn | ResolvedCalc;

export type ResolvedSearch = {
  /** Root first; the others in the order they are joined. */
  nodes: ResolvedNode[];
  /** The edge that joins each node but the root, by node key, in join order. */
  joins: { node: string; edge: ResolvedEdge; via: string }[];
  /** Edges beyond the joining ones: extra conditions between already joined nodes. */
  extraEdges: ResolvedEdge[];
  /** Nodes reached through an optional edge (their conditions go into the outer join). */
  optionalNodes: Set<string>;
  /** The enabled filter entities of each node combined; absent: no condition. */
  nodeFilters: Map<string, ResolvedFilter>;
  /** Every column in display order, hidden ones included (formulas may read them). */
  columns: AnyColumn[];
  reads: { classes: string[]; props: (string | null)[] };
};
