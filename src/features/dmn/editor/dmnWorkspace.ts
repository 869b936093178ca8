import type { ColumnBinding, ColumnType, Decision } from '../../../../realtime/protocol/dmn';

/** A column of a decision table in the model open in the editor. */
export interface WorkspaceColumn {
  decisionId: string;
  decisionName: string;
  columnId: string;
  kind: 'input' | 'output';
  /** The column's label as the table shows it (input expression / output name when no label). */
  label: string;
  /** Input: the input expression text (the context name it reads); output: the output name. */
  text: string;
  typeRef: string | null;
}

/**
 * What the editor page (DmnPage) gives its side panels (testing, bindings, runs over the ontology):
 * the decision as stored, the modeler's current XML, the columns, and hooks to highlight rules and
 * to change bindings and column types. Panels never touch dmn-js themselves.
 */
export interface DmnWorkspace {
  decision: Decision;
  canEdit: boolean;
  /** The modeler's current XML (DMN 1.5), unsaved changes included. */
  getXml(): Promise<string>;
  /** Decisions of the model: id and name, in DRD order; `activeDecisionId` is the one shown now (null on the DRD). */
  decisions: Array<{ id: string; name: string }>;
  activeDecisionId: string | null;
  /** Columns of every decision table in the model (refreshed when the model changes). */
  columns: WorkspaceColumn[];
  /** Highlights these rules (by rule id) in the table of `decisionId` (opening it); [] clears. */
  highlightRules(decisionId: string, ruleIds: string[]): void;
  /** Bindings as edited now (saved with the decision by the page's Save). */
  bindings: ColumnBinding[];
  setBindings(bindings: ColumnBinding[]): void;
  /** Sets a column's typeRef in the model (a bound column follows its property's type). */
  setColumnType(decisionId: string, columnId: string, type: ColumnType): void;
}
