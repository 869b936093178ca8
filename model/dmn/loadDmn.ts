import { DmnModdle, type ModdleElement } from 'dmn-moddle';
import type { Aggregation, HitPolicy } from '../../realtime/protocol/dmn';
import { HIT_POLICIES } from '../../realtime/protocol/dmn';
import type { BoxedNode } from './boxedNodes';
import { DmnError } from './dmnError';
import { dmnVersionOf, rewriteNamespaces, type DmnXmlVersion } from './dmnNamespaces';
import { fromXmlWithUnicodeIds } from './unicodeIds';

export { DMN_NAMESPACES, dmnVersionOf, rewriteNamespaces, type DmnXmlVersion } from './dmnNamespaces';
import type { DmnColumn, DmnDecision, DmnDecisionTable, DmnItemDefinition, DmnKnowledgeModel, DmnLogic, DmnModel } from './dmnModel';

/** Reads DMN XML into moddle elements (the 1.3 namespace internally). */
export async function readDmnXml(xml: string): Promise<{ version: DmnXmlVersion; root: ModdleElement }> {
  const version = dmnVersionOf(xml);
  let root: ModdleElement;
  try {
    const read = await fromXmlWithUnicodeIds(new DmnModdle(), rewriteNamespaces(xml, version, '1.3'));
    root = read.rootElement;
  } catch (e) {
    throw new DmnError(`Файл DMN повреждён: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (root?.$type !== 'dmn:Definitions') throw new DmnError('Файл не является моделью DMN');
  return { version, root };
}

/** Parses DMN 1.3, 1.4 or 1.5 XML into a DmnModel; a foreign or malformed file → DmnError (Russian). */
export async function loadDmn(xml: string): Promise<DmnModel> {
  const { version, root } = await readDmnXml(xml);
  return modelOfDefinitions(root, version);
}

type El = ModdleElement;
const els = (v: unknown): El[] => (Array.isArray(v) ? (v as El[]) : []);
const el = (v: unknown): El | null => (v !== null && typeof v === 'object' ? (v as El) : null);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const refId = (r: unknown): string | null => {
  const href = str(el(r)?.href);
  if (href === null) return null;
  const hash = href.indexOf('#');
  return hash < 0 ? href : href.slice(hash + 1);
};
const idOf = (e: El, fallback: string): string => str(e.id) ?? fallback;

export function modelOfDefinitions(root: El, version: DmnXmlVersion): DmnModel {
  const drg = els(root.drgElement);
  const itemDefinitions: Record<string, DmnItemDefinition> = {};
  for (const d of els(root.itemDefinition)) {
    const def = itemDefinitionOf(d);
    itemDefinitions[def.name] = def;
  }
  const decisions: DmnDecision[] = [];
  const knowledgeModels: DmnKnowledgeModel[] = [];
  const inputData: DmnModel['inputData'] = [];
  const decisionServices: NonNullable<DmnModel['decisionServices']> = [];
  let n = 0;
  for (const e of drg) {
    const id = idOf(e, `_element${++n}`);
    const name = str(e.name) ?? id;
    if (e.$type === 'dmn:Decision') {
      const info = els(e.informationRequirement);
      decisions.push({
        id,
        name,
        typeRef: str(el(e.variable)?.typeRef),
        requiredDecisions: info.map((r) => refId(r.requiredDecision)).filter((x): x is string => x !== null),
        requiredInputs: info.map((r) => refId(r.requiredInput)).filter((x): x is string => x !== null),
        requiredKnowledge: els(e.knowledgeRequirement).map((r) => refId(r.requiredKnowledge)).filter((x): x is string => x !== null),
        logic: logicOf(el(e.decisionLogic), name),
      });
    } else if (e.$type === 'dmn:BusinessKnowledgeModel') {
      const fn = el(e.encapsulatedLogic);
      knowledgeModels.push({
        id,
        name,
        parameters: els(fn?.formalParameter).map((p) => ({ name: str(p.name) ?? '', typeRef: str(p.typeRef) })),
        requiredKnowledge: els(e.knowledgeRequirement).map((r) => refId(r.requiredKnowledge)).filter((x): x is string => x !== null),
        logic: logicOf(el(fn?.body), name),
      });
    } else if (e.$type === 'dmn:InputData') {
      inputData.push({ id, name, typeRef: str(el(e.variable)?.typeRef) });
    } else if (e.$type === 'dmn:DecisionService') {
      const ids = (v: unknown) => els(v).map(refId).filter((x): x is string => x !== null);
      decisionServices.push({ id, name, outputDecisions: ids(e.outputDecision), inputDecisions: ids(e.inputDecision), inputData: ids(e.inputData) });
    }
  }
  const imports = els(root.import).map((i) => ({ name: str(i.name) ?? '', namespace: str(i.namespace) ?? '' }));
  return {
    version,
    namespace: str(root.namespace) ?? '',
    name: str(root.name) ?? '',
    decisions,
    inputData,
    knowledgeModels,
    itemDefinitions,
    ...(imports.length > 0 ? { imports } : {}),
    ...(decisionServices.length > 0 ? { decisionServices } : {}),
  };
}

function itemDefinitionOf(d: El): DmnItemDefinition {
  return {
    name: str(d.name) ?? '',
    typeRef: str(d.typeRef),
    allowedValues: str(el(d.allowedValues)?.text),
    isCollection: d.isCollection === true,
    components: els(d.itemComponent).map(itemDefinitionOf),
  };
}

/** A decision's or knowledge model's logic: tables and literals as such, other boxed expressions as plain nodes. */
function logicOf(e: El | null, ownerName: string): DmnLogic | null {
  const node = boxedOf(e, ownerName);
  if (node === null) return null;
  if (node.kind === 'table') return node;
  if (node.kind === 'literal') return { kind: 'literal', id: node.id, text: node.text, typeRef: node.typeRef };
  return { kind: 'boxed', id: node.id, type: e?.$type ?? '', node };
}

let anonymous = 0;
function boxedOf(e: El | null, ownerName: string): BoxedNode | null {
  if (e === null) return null;
  const id = idOf(e, `_expr${++anonymous}`);
  const typeRef = str(e.typeRef);
  switch (e.$type) {
    case 'dmn:LiteralExpression':
      return { kind: 'literal', id, text: str(e.text) ?? '', typeRef };
    case 'dmn:DecisionTable':
      return tableOf(e, id, ownerName);
    case 'dmn:Context':
      return {
        kind: 'context',
        id,
        typeRef,
        entries: els(e.contextEntry).map((c) => {
          const v = el(c.variable);
          return { name: str(v?.name), typeRef: str(v?.typeRef), value: boxedOf(el(c.value), str(v?.name) ?? ownerName) };
        }),
      };
    case 'dmn:Invocation':
      return {
        kind: 'invocation',
        id,
        typeRef,
        called: str(el(e.calledFunction)?.text) ?? '',
        bindings: els(e.binding).map((b) => ({ name: str(el(b.parameter)?.name) ?? '', value: boxedOf(el(b.bindingFormula), ownerName) })),
      };
    case 'dmn:List':
      return { kind: 'list', id, typeRef, items: els(e.elements).map((x) => boxedOf(x, ownerName)).filter((x): x is BoxedNode => x !== null) };
    case 'dmn:Relation':
      return {
        kind: 'relation',
        id,
        typeRef,
        columns: els(e.column).map((c) => str(c.name) ?? ''),
        rows: els(e.row).map((r) => els(r.elements).map((x) => boxedOf(x, ownerName) ?? { kind: 'literal', id: '', text: 'null', typeRef: null })),
      };
    case 'dmn:FunctionDefinition':
      return {
        kind: 'function',
        id,
        typeRef,
        params: els(e.formalParameter).map((p) => ({ name: str(p.name) ?? '', typeRef: str(p.typeRef) })),
        body: boxedOf(el(e.body), ownerName),
      };
    default:
      throw new DmnError(`Выражение типа ${e.$type.replace('dmn:', '')} не поддерживается`, { expression: id });
  }
}

function tableOf(e: El, id: string, ownerName: string): DmnDecisionTable {
  const policy = str(e.hitPolicy) ?? 'UNIQUE';
  const hitPolicy = (HIT_POLICIES as readonly string[]).includes(policy) ? (policy as HitPolicy) : 'UNIQUE';
  const aggregation = (str(e.aggregation) as Aggregation | null) ?? null;
  const inputs: DmnColumn[] = els(e.input).map((c, i) => {
    const expr = el(c.inputExpression);
    const text = str(expr?.text) ?? '';
    return { id: idOf(c, `${id}_input${i + 1}`), text, label: str(c.label) ?? text, typeRef: str(expr?.typeRef), allowedValues: str(el(c.inputValues)?.text) };
  });
  const outs = els(e.output);
  const outputs: DmnColumn[] = outs.map((c, i) => {
    const name = str(c.name) ?? (outs.length === 1 ? (str(e.outputLabel) ?? ownerName) : `output${i + 1}`);
    return { id: idOf(c, `${id}_output${i + 1}`), text: name, label: str(c.label) ?? name, typeRef: str(c.typeRef), allowedValues: str(el(c.outputValues)?.text) };
  });
  return {
    kind: 'table',
    id,
    hitPolicy,
    aggregation: hitPolicy === 'COLLECT' ? aggregation : null,
    inputs,
    outputs,
    rules: els(e.rule).map((r, i) => ({
      id: idOf(r, `${id}_rule${i + 1}`),
      index: i + 1,
      inputEntries: els(r.inputEntry).map((x) => str(x.text) ?? ''),
      outputEntries: els(r.outputEntry).map((x) => str(x.text) ?? ''),
      annotation: str(els(r.annotationEntry)[0]?.text) ?? str(r.description) ?? '',
    })),
    defaults: outs.map((c) => str(el(c.defaultOutputEntry)?.text)),
  };
}
