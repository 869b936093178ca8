import { describe, expect, it } from 'vitest';
import { parseTemplate, placeholderText, usedAliases, type TemplateProblemCode } from './templateSyntax';

describe('report template: placeholders', () => {
  it.each([
    ['a table', '{{table:sales}}', { kind: 'table', alias: 'sales', source: '{{table:sales}}' }],
    ['spaces around fields', '{{ table : sales }}', { kind: 'table', alias: 'sales' }],
    ['a chart', '{{chart:s1:dept:amount:pie}}', { kind: 'chart', alias: 's1', label: 'dept', value: 'amount', chart: 'pie' }],
    ['a line chart', '{{chart:s1:month:amount:line}}', { kind: 'chart', chart: 'line' }],
  ])('%s is a block', (_, text, expected) => {
    const { parts, problems } = parseTemplate(text);
    expect(problems).toEqual([]);
    expect(parts).toHaveLength(1);
    expect(parts[0]).toMatchObject(expected);
  });

  it.each([
    ['a sum', 'Итого: {{value:s1:amount:sum}} руб.', { kind: 'value', alias: 's1', column: 'amount', agg: 'sum' }],
    ['an average', '{{value:s1:amount:avg}}', { kind: 'value', agg: 'avg' }],
    ['a count of unique', '{{value:s1:dept:countUnique}}', { kind: 'value', agg: 'countUnique' }],
    ['the row count', 'Всего {{total:s1}}', { kind: 'total', alias: 's1' }],
  ])('%s stays inline in its paragraph', (_, text, expected) => {
    const { parts, problems } = parseTemplate(text);
    expect(problems).toEqual([]);
    expect(parts).toHaveLength(1);
    const part = parts[0]!;
    expect(part.kind).toBe('text');
    if (part.kind === 'text') expect(part.pieces.find((p) => typeof p !== 'string')).toMatchObject(expected);
  });

  it.each<[string, string, TemplateProblemCode, Record<string, string>]>([
    ['unknown kind', '{{tabel:s1}}', 'unknownKind', { kind: 'tabel' }],
    ['empty', 'x {{}} y', 'empty', {}],
    ['missing arguments', '{{chart:s1:dept:bar}}', 'arity', { kind: 'chart' }],
    ['too many arguments', '{{table:s1:extra}}', 'arity', { kind: 'table' }],
    ['bad alias', '{{table:про-даж}}', 'badAlias', { alias: 'про-даж' }],
    ['bad column', '{{value:s1:сумма:sum}}', 'badColumn', { column: 'сумма' }],
    ['bad aggregation', '{{value:s1:amount:median}}', 'badAggregation', { agg: 'median' }],
    ['bad chart kind', '{{chart:s1:a:b:donut}}', 'badChart', { chart: 'donut' }],
    ['unclosed', 'Итого {{value:s1:amount:sum', 'unclosed', {}],
    ['unclosed before another', '{{table:s1 {{table:s2}}', 'unclosed', {}],
  ])('%s: a problem naming the placeholder', (_, text, code, params) => {
    const { problems } = parseTemplate(text);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ code, params: expect.objectContaining(params) as unknown, line: 1 });
    expect(text).toContain(problems[0]!.placeholder);
    expect(problems[0]!.placeholder.startsWith('{{')).toBe(true);
  });

  it('a malformed placeholder stays as text, the rest still parses, lines are counted', () => {
    const { parts, problems } = parseTemplate('# Отчёт\n\n{{table:s1}}\n\nитог {{value:s1:x:median}}\n{{chart:s1:a:b:bar}}');
    expect(problems).toEqual([expect.objectContaining({ code: 'badAggregation', line: 5, placeholder: '{{value:s1:x:median}}' })]);
    expect(parts.map((p) => p.kind)).toEqual(['text', 'table', 'text', 'chart']);
    const text = parts[2]!;
    expect(text.kind === 'text' && text.pieces.join('')).toContain('{{value:s1:x:median}}');
  });

  it('an alias the report has no source for is a problem when the sources are known', () => {
    expect(parseTemplate('{{table:s2}}', ['s1']).problems).toEqual([expect.objectContaining({ code: 'unknownSource', params: { alias: 's2' } })]);
    expect(parseTemplate('{{table:s2}}').problems).toEqual([]);
  });

  it('text around blocks is kept, blank text between blocks is dropped', () => {
    const { parts } = parseTemplate('До {{table:a}} после\n\n{{table:b}}\n\n{{chart:a:x:y:bar}}');
    expect(parts.map((p) => (p.kind === 'text' ? p.pieces.join('') : p.kind))).toEqual(['До ', 'table', ' после\n\n', 'table', 'chart']);
  });

  it('insert helpers write what the parser reads back', () => {
    const written = [
      placeholderText({ kind: 'table', alias: 'a' }),
      placeholderText({ kind: 'total', alias: 'a' }),
      placeholderText({ kind: 'value', alias: 'a', column: 'c', agg: 'max' }),
      placeholderText({ kind: 'chart', alias: 'b', label: 'x', value: 'y', chart: 'pie' }),
    ].join('\n');
    const parsed = parseTemplate(written);
    expect(parsed.problems).toEqual([]);
    expect(usedAliases(parsed)).toEqual(['a', 'b']);
  });
});
