/**
 * Small DMN documents for the version tools' tests: one decision table «Скидка» with an input «Возраст»
 * and an output «Скидка», rules given as [id, input entry, output entry].
 */
export type FixtureRule = [id: string, input: string, output: string];

const NS = {
  '1.3': 'https://www.omg.org/spec/DMN/20191111/MODEL/',
  '1.5': 'https://www.omg.org/spec/DMN/20230324/MODEL/',
} as const;

const esc = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function tableXml(rules: FixtureRule[], o: { version?: '1.3' | '1.5'; hitPolicy?: string; extraInput?: boolean; extraDecision?: boolean } = {}): string {
  const rule = ([id, input, output]: FixtureRule) => `
      <rule id="${id}">
        <inputEntry id="${id}_i"><text>${esc(input)}</text></inputEntry>${o.extraInput ? `
        <inputEntry id="${id}_j"><text>-</text></inputEntry>` : ''}
        <outputEntry id="${id}_o"><text>${esc(output)}</text></outputEntry>
      </rule>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="${NS[o.version ?? '1.5']}" id="defs" name="Скидки" namespace="http://example.com/dmn">
  <decision id="discount" name="Скидка">
    <decisionTable id="table" hitPolicy="${o.hitPolicy ?? 'FIRST'}">
      <input id="age" label="Возраст"><inputExpression id="age_e" typeRef="number"><text>age</text></inputExpression></input>${o.extraInput ? `
      <input id="city" label="Город"><inputExpression id="city_e" typeRef="string"><text>city</text></inputExpression></input>` : ''}
      <output id="out" name="discount" typeRef="number" />${rules.map(rule).join('')}
    </decisionTable>
  </decision>${o.extraDecision ? `
  <decision id="bonus" name="Бонус"><literalExpression id="bonus_e"><text>1</text></literalExpression></decision>` : ''}
</definitions>`;
}
