import type { Aggregation, HitPolicy } from '../../realtime/protocol/dmn';

/**
 * A DMN model as the engine and the server read it (issue 17): the decisions of a DRD with their
 * logic, input data and business knowledge models, by the ids of their XML elements. Expressions
 * are kept as the text written in the table; `loadDmn` (./loadDmn.ts) builds this from DMN 1.3 or
 * 1.5 XML and checks it (FEEL syntax, requirement cycles, types), `compileDmn` makes it executable.
 */
export interface DmnModel {
  /** DMN version the XML was written in. */
  version: '1.3' | '1.4' | '1.5';
  namespace: string;
  name: string;
  decisions: DmnDecision[];
  inputData: DmnInputData[];
  knowledgeModels: DmnKnowledgeModel[];
  /** itemDefinitions by name: a base type and the allowed values (FEEL unary tests) when given. */
  itemDefinitions: Record<string, DmnItemDefinition>;
  /** DMN imports (added for TCK 0086): the prefix the importing model uses and the imported namespace. */
  imports?: Array<{ name: string; namespace: string }>;
  /** Decision services (added for TCK 0088): output decisions and the decisions given as inputs, by id. */
  decisionServices?: Array<{ id: string; name: string; outputDecisions: string[]; inputDecisions: string[]; inputData: string[] }>;
}

export interface DmnItemDefinition {
  name: string;
  typeRef: string | null;
  allowedValues: string | null;
  isCollection: boolean;
  components: DmnItemDefinition[];
}

export interface DmnInputData {
  id: string;
  name: string;
  typeRef: string | null;
}

export interface DmnColumn {
  id: string;
  /** Input: the input expression's text (usually the input data name). Output: the output name. */
  text: string;
  label: string;
  typeRef: string | null;
  /** Allowed values (inputValues / outputValues) as FEEL unary tests text, or null. */
  allowedValues: string | null;
}

export interface DmnRule {
  id: string;
  /** 1-based, as rules are numbered on screen. */
  index: number;
  inputEntries: string[];
  outputEntries: string[];
  annotation: string;
}

export interface DmnDecisionTable {
  kind: 'table';
  id: string;
  hitPolicy: HitPolicy;
  aggregation: Aggregation | null;
  inputs: DmnColumn[];
  outputs: DmnColumn[];
  rules: DmnRule[];
  /** defaultOutputEntry per output (FEEL text) or null. */
  defaults: Array<string | null>;
}

export interface DmnLiteral {
  kind: 'literal';
  id: string;
  text: string;
  typeRef: string | null;
}

/** Any other boxed expression (context, invocation, list, relation, function definition) kept as the engine reads it. */
export interface DmnBoxed {
  kind: 'boxed';
  id: string;
  /** The moddle element type, e.g. `dmn:Context`. */
  type: string;
  node: unknown;
}

export type DmnLogic = DmnDecisionTable | DmnLiteral | DmnBoxed;

export interface DmnDecision {
  id: string;
  name: string;
  /** Variable typeRef (the decision's result type), or null. */
  typeRef: string | null;
  /** Ids of required decisions, input data and knowledge models. */
  requiredDecisions: string[];
  requiredInputs: string[];
  requiredKnowledge: string[];
  /** null: no decision logic (TCK 0088). */
  logic: DmnLogic | null;
}

export interface DmnKnowledgeModel {
  id: string;
  name: string;
  parameters: Array<{ name: string; typeRef: string | null }>;
  requiredKnowledge: string[];
  logic: DmnLogic | null;
}
