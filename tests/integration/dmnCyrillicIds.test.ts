import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decisionSchema, evaluateAnswerSchema } from '../../realtime/protocol/dmn';
import { startDmnKit, type DmnKit } from './dmnDecisionsTestKit';

// Element ids with Cyrillic letters are legal XML names: a decision whose decision, table and rule ids
// are Russian is stored, evaluated by name and by id, and its rules match (they used to be dropped on
// reading, so evaluation said «Решение … не найдено» or gave null).
const XML = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="https://www.omg.org/spec/DMN/20230324/MODEL/" id="Определения" name="Скидки" namespace="http://example.com/скидки">
  <inputData id="Вход_возраст" name="Возраст"><variable id="Переменная_возраст" name="Возраст" typeRef="number" /></inputData>
  <decision id="Решение_скидка" name="Скидка">
    <variable id="Переменная_скидка" name="Скидка" typeRef="number" />
    <informationRequirement id="Требование_возраст"><requiredInput href="#Вход_возраст" /></informationRequirement>
    <decisionTable id="Таблица_скидок" hitPolicy="UNIQUE">
      <input id="Столбец_возраст" label="Возраст"><inputExpression id="Выражение_возраст" typeRef="number"><text>Возраст</text></inputExpression></input>
      <output id="Столбец_скидка" name="скидка" typeRef="number" />
      <rule id="Правило_дети"><inputEntry id="Условие_дети"><text>&lt; 18</text></inputEntry><outputEntry id="Итог_дети"><text>0</text></outputEntry></rule>
      <rule id="Правило_взрослые"><inputEntry id="Условие_взрослые"><text>&gt;= 18</text></inputEntry><outputEntry id="Итог_взрослые"><text>5</text></outputEntry></rule>
    </decisionTable>
  </decision>
</definitions>`;

describe('DMN decisions with Cyrillic element ids through HTTP', () => {
  let kit: DmnKit;
  beforeAll(async () => {
    kit = await startDmnKit();
  });
  afterAll(async () => kit?.server.stop());

  it('stores the file with its ids and evaluates the decision by name and by id, with the matched rule', async () => {
    const created = await kit.call('POST', '/dmn', undefined, { name: 'Скидки по возрасту', xml: XML });
    expect(created.status, created.text).toBe(201);
    const decision = decisionSchema.parse(created.body);
    expect(decision.xml).toContain('id="Правило_взрослые"');
    for (const name of ['Скидка', 'Решение_скидка']) {
      const res = await kit.call('POST', `/dmn/${decision.id}/evaluate`, undefined, { decision: name, context: { Возраст: 30 } });
      expect(res.status, res.text).toBe(200);
      const answer = evaluateAnswerSchema.parse(res.body);
      expect(answer).toMatchObject({ decisionId: 'Решение_скидка', name: 'Скидка', value: 5 });
      expect(answer.decisions[0]?.matchedRules).toEqual([{ ruleId: 'Правило_взрослые', index: 2 }]);
    }
    const child = evaluateAnswerSchema.parse((await kit.call('POST', `/dmn/${decision.id}/evaluate`, undefined, { context: { Возраст: 7 } })).body);
    expect(child).toMatchObject({ value: 0, decisions: [{ matchedRules: [{ ruleId: 'Правило_дети', index: 1 }] }] });
  });
});
