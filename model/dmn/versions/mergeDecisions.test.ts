import { describe, expect, it } from 'vitest';
import { mergeDecisionXml } from './mergeDecisions';
import { newModdle, parseDmn, rulesOf, ruleCells, tablesOf } from './moddleTables';
import { tableXml, type FixtureRule } from './decisionXmlFixture';

const BASE: FixtureRule[] = [
  ['r1', '< 18', '0'],
  ['r2', '[18..65]', '5'],
  ['r3', '> 65', '10'],
];

async function rulesIn(xml: string): Promise<Array<[string, string, string]>> {
  const { definitions } = await parseDmn(newModdle(), xml);
  const table = tablesOf(definitions).get('discount')?.table;
  return table ? rulesOf(table).map((r) => [r.id as string, ...(ruleCells(r).slice(0, 2) as [string, string])]) : [];
}

const edit = (rules: FixtureRule[], id: string, output: string): FixtureRule[] => rules.map((r) => (r[0] === id ? [r[0], r[1], output] : r));

describe('mergeDecisionXml: three-way, rule by rule', () => {
  const cases: Array<{ name: string; mine: FixtureRule[]; theirs: FixtureRule[]; rules: Array<[string, string, string]>; conflicts: string[] }> = [
    { name: 'different rules changed on each side: both kept', mine: edit(BASE, 'r1', '1'), theirs: edit(BASE, 'r3', '12'), rules: [['r1', '< 18', '1'], ['r2', '[18..65]', '5'], ['r3', '> 65', '12']], conflicts: [] },
    { name: 'same change on both sides: no conflict', mine: edit(BASE, 'r2', '7'), theirs: edit(BASE, 'r2', '7'), rules: [['r1', '< 18', '0'], ['r2', '[18..65]', '7'], ['r3', '> 65', '10']], conflicts: [] },
    { name: 'same rule changed differently: mine kept, conflict reported', mine: edit(BASE, 'r2', '7'), theirs: edit(BASE, 'r2', '8'), rules: [['r1', '< 18', '0'], ['r2', '[18..65]', '7'], ['r3', '> 65', '10']], conflicts: ['r2@2'] },
    { name: 'their added rule goes after the rule it follows', mine: BASE, theirs: [BASE[0] as FixtureRule, ['n1', '18', '3'], ...BASE.slice(1)], rules: [['r1', '< 18', '0'], ['n1', '18', '3'], ['r2', '[18..65]', '5'], ['r3', '> 65', '10']], conflicts: [] },
    { name: 'both add rules: mine first where they meet', mine: [...BASE, ['m1', '100', '1']], theirs: [...BASE, ['t1', '200', '2']], rules: [['r1', '< 18', '0'], ['r2', '[18..65]', '5'], ['r3', '> 65', '10'], ['t1', '200', '2'], ['m1', '100', '1']], conflicts: [] },
    { name: 'their delete of an untouched rule applies', mine: edit(BASE, 'r1', '1'), theirs: BASE.filter((r) => r[0] !== 'r3'), rules: [['r1', '< 18', '1'], ['r2', '[18..65]', '5']], conflicts: [] },
    { name: 'I delete a rule they changed: theirs kept, conflict', mine: BASE.filter((r) => r[0] !== 'r2'), theirs: edit(BASE, 'r2', '9'), rules: [['r1', '< 18', '0'], ['r2', '[18..65]', '9'], ['r3', '> 65', '10']], conflicts: ['r2@2'] },
    { name: 'they delete a rule I changed: mine kept, conflict', mine: edit(BASE, 'r3', '11'), theirs: BASE.filter((r) => r[0] !== 'r3'), rules: [['r1', '< 18', '0'], ['r2', '[18..65]', '5'], ['r3', '> 65', '11']], conflicts: ['r3@3'] },
  ];
  for (const c of cases) {
    it(c.name, async () => {
      const merged = await mergeDecisionXml(tableXml(BASE), tableXml(c.mine), tableXml(c.theirs));
      expect(await rulesIn(merged.xml)).toEqual(c.rules);
      expect(merged.conflicts.map((x) => `${x.ruleId}@${x.index}`)).toEqual(c.conflicts);
      expect(merged.conflicts.every((x) => x.decisionId === 'discount')).toBe(true);
    });
  }

  it('keeps the DMN 1.5 namespace, and DMN 1.3 stays 1.3', async () => {
    const five = await mergeDecisionXml(tableXml(BASE), tableXml(BASE), tableXml(BASE));
    expect(five.xml).toContain('https://www.omg.org/spec/DMN/20230324/MODEL/');
    const three = await mergeDecisionXml(tableXml(BASE, { version: '1.3' }), tableXml(BASE, { version: '1.3' }), tableXml(BASE, { version: '1.3' }));
    expect(three.xml).toContain('https://www.omg.org/spec/DMN/20191111/MODEL/');
  });

  it('columns changed only on their side: their table is taken', async () => {
    const theirs = tableXml(BASE, { extraInput: true });
    const merged = await mergeDecisionXml(tableXml(BASE), tableXml(BASE), theirs);
    expect(merged.conflicts).toEqual([]);
    expect(merged.xml).toContain('Город');
  });

  it('columns changed on their side and rules on mine: the table conflicts as a whole', async () => {
    const merged = await mergeDecisionXml(tableXml(BASE), tableXml(edit(BASE, 'r1', '2')), tableXml(BASE, { extraInput: true }));
    expect(merged.conflicts).toEqual([{ decisionId: 'discount', ruleId: '', index: 0 }]);
    expect(await rulesIn(merged.xml)).toEqual([['r1', '< 18', '2'], ['r2', '[18..65]', '5'], ['r3', '> 65', '10']]);
  });

  it('a decision only they added is taken', async () => {
    const merged = await mergeDecisionXml(tableXml(BASE), tableXml(edit(BASE, 'r1', '2')), tableXml(BASE, { extraDecision: true }));
    expect(merged.xml).toContain('Бонус');
    expect(merged.conflicts).toEqual([]);
  });
});
