import { tableModel } from '../../../model/dmn/testing/tableModel';
import type { DmnModel } from '../../../model/dmn/dmnModel';

/** The generated 20-rule table of the benchmark: age bands × customer kinds → discount and label (UNIQUE). */
export function twentyRuleModel(): DmnModel {
  const kinds = ['"new"', '"regular"'];
  const rules: Array<[string[], string[]]> = [];
  for (let band = 0; band < 10; band++) {
    for (const [k, kind] of kinds.entries()) {
      const lo = 18 + band * 5;
      const age = band === 9 ? `>= ${lo}` : `[${lo}..${lo + 5})`;
      rules.push([[age, kind, '-'], [String(band + k), `"band ${band}"`]]);
    }
  }
  return tableModel({
    name: 'Скидка',
    inputs: [
      { text: 'Age', typeRef: 'number' },
      { text: 'Kind', typeRef: 'string' },
      { text: 'Region', typeRef: 'string' },
    ],
    outputs: [
      { name: 'Discount', typeRef: 'number' },
      { name: 'Label', typeRef: 'string' },
    ],
    rules,
  });
}

/** Inputs cycling over the table's bands (every evaluation matches one rule). */
export function twentyRuleInputs(n: number): Array<Record<string, unknown>> {
  return Array.from({ length: n }, (_, i) => ({ Age: 18 + ((i * 7) % 60), Kind: i % 2 === 0 ? 'new' : 'regular', Region: 'EU' }));
}
