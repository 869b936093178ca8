import { describe, expect, it } from 'vitest';
import { ruleIdsAt } from './ruleIds';

const xml = `<?xml version="1.0"?>
<definitions xmlns="https://www.omg.org/spec/DMN/20191111/MODEL/">
  <decision id="first" name="A"><decisionTable id="t1"><rule id="r1"/><rule id="r2"></rule></decisionTable></decision>
  <dmn:decision id="second" name="B"><dmn:decisionTable id="t2">
    <dmn:rule id="s1"><dmn:inputEntry id="e1"/></dmn:rule><dmn:rule id="s2"/><dmn:rule id="s3"/>
  </dmn:decisionTable></dmn:decision>
</definitions>`;

describe('rule ids by number', () => {
  it('in the named decision, 1-based, with or without a prefix', () => {
    expect(ruleIdsAt(xml, 'first', [2])).toEqual(['r2']);
    expect(ruleIdsAt(xml, 'second', [1, 3])).toEqual(['s1', 's3']);
  });
  it('numbers past the table and unknown decisions give nothing', () => {
    expect(ruleIdsAt(xml, 'second', [4])).toEqual([]);
    expect(ruleIdsAt(xml, 'third', [1])).toEqual([]);
  });
});
