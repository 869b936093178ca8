import type { Aggregation, HitPolicy } from '../../../realtime/protocol/dmn';
import type { DmnColumn, DmnModel } from '../dmnModel';

/** A one-decision model with one decision table, written compactly (tests and the benchmark). */
export interface TableSpec {
  name?: string;
  hitPolicy?: HitPolicy;
  aggregation?: Aggregation | null;
  /** Input columns: the input expression (an input data name) and its typeRef. */
  inputs: Array<{ text: string; typeRef?: string | null; allowedValues?: string | null }>;
  outputs: Array<{ name: string; typeRef?: string | null; allowedValues?: string | null }>;
  /** Rules: input entries then output entries. */
  rules: Array<[string[], string[]]>;
  defaults?: Array<string | null>;
  decisionTypeRef?: string | null;
}

export function tableModel(spec: TableSpec): DmnModel {
  const column = (prefix: string, i: number, text: string, typeRef: string | null | undefined, allowed: string | null | undefined): DmnColumn => ({
    id: `${prefix}${i + 1}`,
    text,
    label: text,
    typeRef: typeRef ?? null,
    allowedValues: allowed ?? null,
  });
  const inputNames = [...new Set(spec.inputs.map((i) => i.text))].filter((n) => /^[\p{L}_][\p{L}\d_ ]*$/u.test(n));
  return {
    version: '1.5',
    namespace: 'urn:test',
    name: spec.name ?? 'Тест',
    inputData: inputNames.map((n, i) => ({ id: `in${i + 1}`, name: n, typeRef: spec.inputs.find((x) => x.text === n)?.typeRef ?? null })),
    knowledgeModels: [],
    itemDefinitions: {},
    decisions: [
      {
        id: 'd1',
        name: spec.name ?? 'Решение',
        typeRef: spec.decisionTypeRef ?? null,
        requiredDecisions: [],
        requiredInputs: inputNames.map((_, i) => `in${i + 1}`),
        requiredKnowledge: [],
        logic: {
          kind: 'table',
          id: 't1',
          hitPolicy: spec.hitPolicy ?? 'UNIQUE',
          aggregation: spec.aggregation ?? null,
          inputs: spec.inputs.map((c, i) => column('i', i, c.text, c.typeRef, c.allowedValues)),
          outputs: spec.outputs.map((c, i) => column('o', i, c.name, c.typeRef, c.allowedValues)),
          rules: spec.rules.map(([ins, outs], i) => ({ id: `r${i + 1}`, index: i + 1, inputEntries: ins, outputEntries: outs, annotation: '' })),
          defaults: spec.defaults ?? spec.outputs.map(() => null),
        },
      },
    ],
  };
}
