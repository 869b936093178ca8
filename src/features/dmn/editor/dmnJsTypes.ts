/**
 * The parts of dmn-js (no TypeScript types of its own) the editor touches: the manager that holds
 * the model and switches between its views (diagram, decision tables, literal expressions,
 * knowledge models), the viewer of the active view and the moddle elements of the DMN model.
 */

/** A DMN model element as dmn-moddle reads it; only what the editor reads is typed. */
export interface ModdleElement {
  $type: string;
  id?: string;
  name?: string;
  label?: string;
  text?: string;
  typeRef?: string;
  hitPolicy?: string;
  aggregation?: string;
  decisionLogic?: ModdleElement;
  inputExpression?: ModdleElement;
  input?: ModdleElement[];
  output?: ModdleElement[];
  rule?: ModdleElement[];
  drgElement?: ModdleElement[];
  [key: string]: unknown;
}

export type DmnViewType = 'drd' | 'decisionTable' | 'literalExpression' | 'boxedExpression';

export interface DmnView {
  element: ModdleElement;
  id: string;
  name?: string;
  type: DmnViewType;
}

export interface DmnViewer {
  get<T = unknown>(service: string, strict?: boolean): T;
  on(event: string, callback: (event: unknown) => void): void;
  off(event: string, callback: (event: unknown) => void): void;
}

/** decision table / drd `modeling` service: what setColumnType needs. */
export interface DmnModeling {
  updateProperties(element: ModdleElement | { businessObject: ModdleElement }, properties: Record<string, unknown>): void;
}

export interface DmnJs {
  importXML(xml: string, options?: { open?: boolean }): Promise<{ warnings: unknown[] }>;
  saveXML(options?: { format?: boolean }): Promise<{ xml: string }>;
  getDefinitions(): ModdleElement | undefined;
  getViews(): DmnView[];
  getView(element: ModdleElement): DmnView | undefined;
  getActiveView(): DmnView | undefined;
  getActiveViewer(): DmnViewer | undefined;
  open(view: DmnView): Promise<unknown>;
  on(event: string, callback: (event: never) => void): void;
  off(event: string, callback: (event: never) => void): void;
  attachTo(node: HTMLElement): void;
  destroy(): void;
}

export type DmnJsConstructor = new (options: { container?: HTMLElement; common?: Record<string, unknown>; [view: string]: unknown }) => DmnJs;
