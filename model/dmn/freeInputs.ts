import type { BoxedNode } from './boxedNodes';
import type { DmnLogic, DmnModel } from './dmnModel';

const PLAIN_NAME = /^[\p{L}_][\p{L}\p{N}_ ]*$/u;
const PATH = /^[\p{L}_][\p{L}\p{N}_ ]*(\.[\p{L}_][\p{L}\p{N}_ ]*)+$/u;

/**
 * Names the decision tables read that no input data declares — a table made in dmn-js has input
 * expressions such as `age` and no input data elements: these are read from the context by name, with
 * the column's typeRef (for JSON conversion and strict checks); a path `a.b` makes `a` such a name.
 * Name → typeRef of the first column.
 */
export function freeInputNames(model: DmnModel): Map<string, string | null> {
  const declared = new Set<string>([...model.inputData.map((i) => i.name), ...model.decisions.map((d) => d.name), ...model.knowledgeModels.map((k) => k.name)]);
  const out = new Map<string, string | null>();
  const visit = (node: DmnLogic | BoxedNode | null): void => {
    if (node === null) return;
    if (node.kind === 'table') {
      for (const c of node.inputs) {
        const t = c.text.trim();
        if (PLAIN_NAME.test(t) && !declared.has(t) && !out.has(t) && t !== 'true' && t !== 'false' && t !== 'null') out.set(t, c.typeRef);
        // `applicant.age`: the context `applicant` (no conversion of what is inside)
        const head = t.slice(0, t.indexOf('.')).trim();
        if (PATH.test(t) && !declared.has(head) && !out.has(head)) out.set(head, null);
      }
    } else if (node.kind === 'boxed') visit(node.node as BoxedNode);
    else if (node.kind === 'context') for (const e of node.entries) visit(e.value);
  };
  for (const d of model.decisions) visit(d.logic);
  return out;
}
