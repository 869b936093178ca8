import { DmnModdle } from 'dmn-moddle';
import { describe, expect, it } from 'vitest';
import { compileDmn } from './compileDmn';
import { loadDmn } from './loadDmn';
import { newModdle, parseDmn, tablesOf, writeDmn } from './versions/moddleTables';
import { fromXmlWithUnicodeIds, unicodeIdAliases } from './unicodeIds';

// Ids with Cyrillic letters are legal XML names (xsd:ID); moddle-xml's ASCII-only check dropped such
// elements, so a decision named in Russian was «не найдено» and its rules never matched.
const XML = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="https://www.omg.org/spec/DMN/20191111/MODEL/" id="Скидки" name="Скидки" namespace="urn:скидки">
  <inputData id="Вход_сумма" name="Сумма"><variable id="Переменная_сумма" name="Сумма" typeRef="number"/></inputData>
  <decision id="Решение_скидка" name="Скидка">
    <informationRequirement id="Требование_1"><requiredInput href="#Вход_сумма"/></informationRequirement>
    <decisionTable id="Таблица_скидок" hitPolicy="UNIQUE">
      <input id="Столбец_сумма" label="Сумма"><inputExpression id="Выражение_сумма" typeRef="number"><text>Сумма</text></inputExpression></input>
      <output id="Столбец_скидка" name="Скидка" typeRef="number"/>
      <rule id="Правило_крупный"><inputEntry id="Условие_1"><text>&gt;= 100</text></inputEntry><outputEntry id="Итог_1"><text>10</text></outputEntry></rule>
      <rule id="Правило_мелкий"><inputEntry id="Условие_2"><text>&lt; 100</text></inputEntry><outputEntry id="Итог_2"><text>0</text></outputEntry></rule>
    </decisionTable>
  </decision>
  <decision id="Итог" name="Итоговая скидка">
    <informationRequirement id="Требование_2"><requiredDecision href="#Решение_скидка"/></informationRequirement>
    <literalExpression id="Выражение_итог"><text>Скидка * 2</text></literalExpression>
  </decision>
</definitions>`;

describe('element ids with Cyrillic letters', () => {
  it('moddle alone refuses them (the problem this reader works around)', async () => {
    const read = await new DmnModdle().fromXML(XML, 'dmn:Definitions');
    expect(read.warnings.map((w) => w.message).join('\n')).toContain('illegal ID');
  });

  it('reads every element with its id as written, references resolved', async () => {
    const read = await fromXmlWithUnicodeIds(new DmnModdle(), XML);
    expect(read.warnings).toEqual([]);
    const drg = read.rootElement.drgElement as Array<{ id: string }>;
    expect(drg.map((e) => e.id)).toEqual(['Вход_сумма', 'Решение_скидка', 'Итог']);
    // dmn-js looks elements up by id in what the reader gives
    expect(read.elementsById?.['Правило_мелкий']).toBeDefined();
    expect(Object.keys(read.elementsById ?? {}).some((id) => id.startsWith('_uid'))).toBe(false);
  });

  it('evaluates a decision, its table and rules by name and by id', async () => {
    const model = await loadDmn(XML);
    const table = model.decisions[0]?.logic;
    expect(table?.kind === 'table' ? [table.id, ...table.rules.map((r) => r.id)] : []).toEqual(['Таблица_скидок', 'Правило_крупный', 'Правило_мелкий']);
    const compiled = compileDmn(model);
    for (const decision of ['Скидка', 'Решение_скидка']) {
      const out = compiled.evaluate(decision, { Сумма: 150 });
      expect(out.value).toBe(10);
      expect(out.decisions[0]?.matchedRules).toEqual([{ ruleId: 'Правило_крупный', index: 1 }]);
    }
    expect(compiled.evaluate('Итог', { Сумма: 150 }).value).toBe(20);
    expect(compiled.evaluate('Итоговая скидка', { Сумма: 50 }).value).toBe(0);
  });

  it('the version tools read and write such ids unchanged', async () => {
    const moddle = newModdle();
    const parsed = await parseDmn(moddle, XML);
    expect([...tablesOf(parsed.definitions).keys()]).toEqual(['Решение_скидка']);
    const written = await writeDmn(moddle, parsed);
    expect(written).toContain('id="Правило_мелкий"');
    expect(written).toContain('href="#Решение_скидка"');
    expect(written).not.toContain('_uid');
  });

  it('stand-ins never reuse an id the file has; ASCII and illegal ids are left alone', () => {
    const aliases = unicodeIdAliases('<a id="_uid1_"/><b id="Решение"/><c id="plain"/><d id="1abc"/>');
    expect([...aliases]).toEqual([['Решение', '_uid2_']]);
  });
});
