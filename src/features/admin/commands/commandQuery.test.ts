import { describe, expect, it } from 'vitest';
import { checkCommandQuery, formatQueryText, isValidCommandName } from './commandQuery';

const CLASS = 'aaaaaaaa-0000-4000-8000-000000000001';

describe('checkCommandQuery', () => {
  it('accepts a get_data payload', () => {
    const check = checkCommandQuery(`{"class": "${CLASS}", "filter": {"prop": "author", "op": "eq", "val": "$user"}, "limit": 10}`);
    expect(check.ok).toBe(true);
    if (check.ok) expect(check.payload.limit).toBe(10);
  });
  it('accepts an empty object (every instance)', () => expect(checkCommandQuery('{}').ok).toBe(true));

  const problems: Array<[string, string, string]> = [
    ['blank text', '  ', 'empty'],
    ['broken JSON', '{"class": ', 'syntax'],
    ['an array', '[]', 'notObject'],
    ['a string', '"x"', 'notObject'],
    ['null', 'null', 'notObject'],
    ['a command inside', '{"command": "other"}', 'nestedCommand'],
    ['an unknown key', '{"klass": "x"}', 'field'],
    ['a bad class id', '{"class": "Person"}', 'field'],
    ['a bad operator', `{"filter": {"prop": "name", "op": "like", "val": "a"}}`, 'field'],
    ['a limit too big', '{"limit": 100000}', 'field'],
  ];
  it.each(problems)('%s', (_name, text, kind) => {
    const check = checkCommandQuery(text);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.problems[0]?.kind).toBe(kind);
  });

  it('names the field at fault', () => {
    const check = checkCommandQuery('{"sort": {"prop": "name", "dir": "up"}}');
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.problems.some((p) => p.kind === 'field' && p.path.startsWith('sort'))).toBe(true);
  });
});

describe('formatQueryText', () => {
  it('pretty-prints JSON', () => expect(formatQueryText('{"limit":5}')).toBe('{\n  "limit": 5\n}'));
  it('indents nested objects', () => expect(formatQueryText('{"act":"get_data","payload":{"limit":1}}')).toBe('{\n  "act": "get_data",\n  "payload": {\n    "limit": 1\n  }\n}'));
  it('leaves other text alone', () => expect(formatQueryText('{oops')).toBe('{oops'));
  it('keeps a recorded payload cut short as it is', () => expect(formatQueryText('{"act":"get_da')).toBe('{"act":"get_da'));
});

describe('isValidCommandName', () => {
  const cases: Array<[string, boolean]> = [
    ['my_documents', true],
    ['reports.v2-latest', true],
    ['', false],
    ['with space', false],
    ['кириллица', false],
  ];
  it.each(cases)('%s → %s', (name, ok) => expect(isValidCommandName(name)).toBe(ok));
});
