import type { DmnDecisionTable } from './dmnModel';

/**
 * Boxed expressions other than tables and literals, as plain data (kept in `DmnBoxed.node`): contexts,
 * invocations, lists, relations and function definitions, nested in any combination.
 */
export type BoxedNode =
  | { kind: 'literal'; id: string; text: string; typeRef: string | null }
  | { kind: 'context'; id: string; typeRef: string | null; entries: ContextEntryNode[] }
  | { kind: 'invocation'; id: string; typeRef: string | null; called: string; bindings: Array<{ name: string; value: BoxedNode | null }> }
  | { kind: 'list'; id: string; typeRef: string | null; items: BoxedNode[] }
  | { kind: 'relation'; id: string; typeRef: string | null; columns: string[]; rows: BoxedNode[][] }
  | { kind: 'function'; id: string; typeRef: string | null; params: Array<{ name: string; typeRef: string | null }>; body: BoxedNode | null }
  | DmnDecisionTable;

/** A context entry; `name` null is the context's result entry. */
export interface ContextEntryNode {
  name: string | null;
  typeRef: string | null;
  value: BoxedNode | null;
}
