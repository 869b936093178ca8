import { describe, expect, it } from 'vitest';
import { compileDmn } from './compileDmn';
import { DmnError } from './dmnError';
import type { DmnModel } from './dmnModel';
import { convertDmnVersion, newDecisionXml } from './dmnVersions';
import { loadDmn, readDmnXml } from './loadDmn';
import { tableModel } from './testing/tableModel';

// Bad input (issue 17): foreign or malformed files, FEEL syntax errors with their place, literal entries
// of the wrong type, requirement cycles — each a DmnError with a concrete Russian message.
const thrown = (f: () => unknown): DmnError => {
  try {
    f();
  } catch (e) {
    if (e instanceof DmnError) return e;
    throw e;
  }
  throw new Error('no error');
};

describe('loadDmn', () => {
  it.each([
    ['not XML at all', 'Файл не является моделью DMN'],
    ['<?xml version="1.0"?><bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"/>', 'Файл не является моделью DMN'],
    ['<definitions xmlns="http://www.omg.org/spec/DMN/20151101/dmn.xsd" id="a" name="a" namespace="x"/>', 'Версия DMN не поддерживается'],
    ['<definitions xmlns="https://www.omg.org/spec/DMN/20230324/MODEL/" id="a" name="a" namespace="x"><decision id="d" name="d"><decisionTable', 'Файл DMN повреждён'],
  ])('refuses %s', async (xml, message) => {
    await expect(loadDmn(xml)).rejects.toThrow(DmnError);
    await expect(loadDmn(xml)).rejects.toThrow(message);
  });

  it('reads a new decision in 1.5 and in 1.3, and the new XML has a diagram shape', async () => {
    const xml = newDecisionXml({ name: 'Скидка <VIP> & "друзья"', hitPolicy: 'FIRST' });
    expect(xml).toContain('dmndi:DMNShape');
    const m15 = await loadDmn(xml);
    expect(m15.version).toBe('1.5');
    expect(m15.decisions).toHaveLength(1);
    expect(m15.decisions[0]?.name).toBe('Скидка <VIP> & "друзья"');
    const table = m15.decisions[0]?.logic;
    expect(table?.kind === 'table' && table.hitPolicy).toBe('FIRST');
    const m13 = await loadDmn(convertDmnVersion(xml, '1.3'));
    expect(m13.version).toBe('1.3');
    expect(m13.decisions[0]?.logic).toEqual(table);
    expect(convertDmnVersion(convertDmnVersion(xml, '1.3'), '1.5')).toBe(xml);
    expect(compileDmn(m15).evaluate(undefined, {}).value).toBeNull();
  });

  it('gives dmn-js (DMN 1.3 moddle) a diagram whose shape refers to the decision', async () => {
    const { root } = await readDmnXml(convertDmnVersion(newDecisionXml({ name: 'Д', hitPolicy: 'UNIQUE' }), '1.3'));
    const di = root.dmnDI as { diagrams: Array<{ diagramElements: Array<{ $type: string; dmnElementRef: { $type: string; name: string } }> }> };
    const shape = di.diagrams[0]?.diagramElements[0];
    expect(shape?.$type).toBe('dmndi:DMNShape');
    expect(shape?.dmnElementRef.$type).toBe('dmn:Decision');
    expect(shape?.dmnElementRef.name).toBe('Д');
  });
});

describe('compileDmn refuses', () => {
  it('a FEEL syntax error, naming the rule, the column and the position', () => {
    const model = tableModel({ inputs: [{ text: 'Возраст', typeRef: 'number' }], outputs: [{ name: 'Итог' }], rules: [[['< 18'], ['"a"']], [['[18..'], ['"b"']]] });
    const e = thrown(() => compileDmn(model));
    expect(e.message).toMatch(/^Синтаксическая ошибка FEEL в правиле 2, столбец «Возраст»: «\[18\.\.», позиция \d+/);
    expect(e.where).toMatchObject({ decisionId: 'd1', ruleIndexes: [2], columnId: 'i1', expression: '[18..' });
  });

  it.each([
    ['integer', ['"abc"'], ['"x"'], 'Значение «abc» не подходит для столбца «Возраст» (целое число), правило 1'],
    ['integer', ['1.5'], ['"x"'], 'Значение «1.5» не подходит для столбца «Возраст» (целое число), правило 1'],
    ['string', ['5'], ['"x"'], 'Значение «5» не подходит для столбца «Возраст» (строка), правило 1'],
    ['number', ['-'], ['"abc"'], 'Значение «abc» не подходит для столбца «Итог» (число), правило 1'],
  ])('a literal entry of the wrong type (%s column)', (typeRef, ins, outs, message) => {
    const model = tableModel({
      inputs: [{ text: 'Возраст', typeRef }],
      outputs: [{ name: 'Итог', typeRef: ins[0] === '-' ? 'number' : 'string' }],
      rules: [[ins, outs]],
    });
    expect(thrown(() => compileDmn(model)).message).toBe(message);
  });

  it('a cycle of required decisions, naming them', () => {
    const base = tableModel({ inputs: [{ text: 'x' }], outputs: [{ name: 'y' }], rules: [] });
    const lit = (id: string, name: string, requires: string[]): DmnModel['decisions'][number] => ({
      id,
      name,
      typeRef: null,
      requiredDecisions: requires,
      requiredInputs: [],
      requiredKnowledge: [],
      logic: { kind: 'literal', id: `${id}_l`, text: '1', typeRef: null },
    });
    const model: DmnModel = { ...base, decisions: [lit('a', 'A', ['b']), lit('b', 'B', ['c']), lit('c', 'C', ['a'])] };
    const e = thrown(() => compileDmn(model));
    expect(e.message).toBe('Цикл требований: A → B → C → A');
    expect(e.where?.decisions).toEqual(['a', 'b', 'c', 'a']);
  });

  it('an unknown decision at evaluation', () => {
    const c = compileDmn(tableModel({ inputs: [{ text: 'x' }], outputs: [{ name: 'y' }], rules: [] }));
    expect(() => c.evaluate('нет такого', {})).toThrow('Решение «нет такого» не найдено в модели');
  });
});

describe('syntax errors outside tables', () => {
  it('name the decision of a literal expression', () => {
    const base = tableModel({ inputs: [{ text: 'x' }], outputs: [{ name: 'y' }], rules: [] });
    const model: DmnModel = {
      ...base,
      decisions: [{ id: 'lit', name: 'Итог', typeRef: null, requiredDecisions: [], requiredInputs: [], requiredKnowledge: [], logic: { kind: 'literal', id: 'e', text: 'x + * 2', typeRef: null } }],
    };
    const e = thrown(() => compileDmn(model));
    expect(e.message).toMatch(/^Синтаксическая ошибка FEEL в решении «Итог» \(выражение\): «x \+ \* 2», позиция \d+$/);
    expect(e.where).toMatchObject({ decisionId: 'lit', expression: 'x + * 2' });
  });
});
