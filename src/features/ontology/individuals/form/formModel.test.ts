import { describe, expect, it } from 'vitest';
import type { FormField } from '../../../../../realtime/protocol/dataApi/getForm';
import { META_PROP } from '../../../../../realtime/protocol/metaModel';
import ru from '../../../../i18n/locales/parts/individuals.ru.json';
import en from '../../../../i18n/locales/parts/individuals.en.json';
import { canAddValue, changeItems, draftsFromForm, validateDrafts, type Drafts } from './formModel';
import { formProblemText } from './formProblemText';

const field = (prop: string, over: Partial<FormField> = {}): FormField => ({
  prop,
  cap: prop,
  kind: 'data',
  type: 'string',
  range: null,
  min: 0,
  max: 1,
  required: false,
  readonly: false,
  tab: 'own',
  vals: [],
  ...over,
});
const name = field(META_PROP.name, { cap: 'Название', min: 1, required: true, tab: 'common' });
const born = field('born', { cap: 'Дата рождения', type: 'date' });
const tags = field('tags', { cap: 'Метки', max: -1 });
const legs = field('legs', { cap: 'Ноги', type: 'int', min: 2, max: 4 });
const bio = field('bio', { cap: 'Био', type: 'multiString', max: -1 });
const owner = field('owner', { cap: 'Владелец', kind: 'object', type: 'ref', range: 'P' });
const author = field(META_PROP.author, { cap: 'Автор', readonly: true, tab: 'common' });
const fields = [name, born, tags, legs, bio, owner, author];
const v = (text: string, lang: string | null = null) => ({ text, lang, cap: null });
const ID = '22222222-2222-4222-8222-222222222222';

// i18next-like interpolation over the part's JSON, so the test reads the shipped strings
function translator(part: Record<string, unknown>) {
  return (key: string, options: Record<string, unknown> = {}) => {
    const text = key.split('.').slice(1).reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], part) as string;
    return text.replace(/\{\{(\w+)\}\}/g, (_m, k: string) => String(options[k]));
  };
}

describe('validateDrafts', () => {
  it.each<[string, Drafts, string[]]>([
    ['a valid form', { [META_PROP.name]: [v('Рекс')], born: [v('01.05.2024')], legs: [v('4'), v('2')] }, []],
    ['ISO dates are dates too', { [META_PROP.name]: [v('Рекс')], born: [v('2024-05-01')], legs: [v('4'), v('2')] }, []],
    ['empty required name', { [META_PROP.name]: [v('  ')], legs: [v('4'), v('4')] }, ['Поле "Название" обязательно для заполнения']],
    ['an impossible date', { [META_PROP.name]: [v('Рекс')], born: [v('2024-02-30')], legs: [v('4'), v('4')] }, ['Неверный формат даты']],
    ['a date that is no date', { [META_PROP.name]: [v('Рекс')], born: [v('вчера')], legs: [v('4'), v('4')] }, ['Неверный формат даты']],
    ['too few and not a number', { [META_PROP.name]: [v('Рекс')], legs: [v('четыре')] }, ['Поле "Ноги": нужно значений не меньше 2', 'Поле "Ноги": введите целое число, например 42']],
    ['more than the maximum', { [META_PROP.name]: [v('Рекс'), v('Rex')], legs: [v('1'), v('2')] }, ['Поле "Название": значений не больше 1']],
    ['read-only fields are not checked', { [META_PROP.name]: [v('Рекс')], legs: [v('1'), v('2')], [META_PROP.author]: [v('x'), v('y')] }, []],
  ])('%s', (_name, drafts, messages) => {
    expect(validateDrafts(fields, drafts).map((p) => formProblemText(p, translator(ru)))).toEqual(messages);
  });

  it('says the required message in English too', () => {
    const [problem] = validateDrafts([name], { [META_PROP.name]: [] });
    expect(formProblemText(problem!, translator(en))).toBe('The field "Название" is required');
  });
});

describe('cardinality', () => {
  it.each<[FormField, number, boolean]>([
    [born, 0, true],
    [born, 1, false],
    [tags, 50, true],
    [legs, 3, true],
    [legs, 4, false],
    [author, 0, false],
  ])('%s with %i values may add: %s', (f, count, expected) => {
    expect(canAddValue(f, Array.from({ length: count }, () => v('x')))).toBe(expected);
  });
});

describe('changeItems', () => {
  const stored = [
    { ...name, vals: [{ val: 'Рекс', cap: 'Рекс', idx: 0, lang: null }] },
    { ...born, vals: [{ val: '2024-05-01', cap: '2024-05-01', idx: 0, lang: null }] },
    { ...tags, vals: [{ val: 'a', cap: 'a', idx: 0, lang: null }] },
    { ...bio, vals: [{ val: 'Пёс', cap: 'Пёс', idx: 0, lang: 'ru' }] },
    owner,
    author,
  ];
  const base = draftsFromForm(stored);

  it('shows dates as DD.MM.YYYY', () => {
    expect(base.born).toEqual([v('01.05.2024')]);
  });

  it('writes only what changed', () => {
    const drafts = { ...base, [META_PROP.name]: [v('Рекс II')], born: [v('02.05.2024')], tags: [v('a'), v('b'), v('')], owner: [{ text: ID, lang: null, cap: 'Анна' }] };
    expect(changeItems('I', stored, base, drafts)).toEqual([
      { op: 'upd', inst: 'I', prop: 'name', val: 'Рекс II' },
      { op: 'upd', inst: 'I', prop: 'born', val: '2024-05-02' },
      { op: 'upd', inst: 'I', prop: 'tags', val: null },
      { op: 'add', inst: 'I', prop: 'tags', val: 'a' },
      { op: 'add', inst: 'I', prop: 'tags', val: 'b' },
      { op: 'upd', inst: 'I', prop: 'owner', val: ID },
    ]);
  });

  it('clears a removed value and rewrites every language of a multiString', () => {
    const drafts = { ...base, born: [], bio: [v('Пёс', 'ru'), v('Dog', 'en')] };
    expect(changeItems('I', stored, base, drafts)).toEqual([
      { op: 'upd', inst: 'I', prop: 'born', val: null },
      { op: 'upd', inst: 'I', prop: 'bio', val: null },
      { op: 'add', inst: 'I', prop: 'bio', val: { lang: 'ru', text: 'Пёс' } },
      { op: 'add', inst: 'I', prop: 'bio', val: { lang: 'en', text: 'Dog' } },
    ]);
  });

  it('creates a new instance with its name, then its values', () => {
    const empty = draftsFromForm(fields);
    const drafts = { ...empty, [META_PROP.name]: [v('Барсик')], legs: [v('4')], tags: [v('x'), v('y')] };
    expect(changeItems('N', fields, empty, drafts, { classId: 'C', inst: 'N' })).toEqual([
      { op: 'new', class: 'C', inst: 'N', name: 'Барсик' },
      { op: 'add', inst: 'N', prop: 'tags', val: 'x' },
      { op: 'add', inst: 'N', prop: 'tags', val: 'y' },
      { op: 'upd', inst: 'N', prop: 'legs', val: 4 },
    ]);
  });
});

describe('loading stored dates', () => {
  const met = field('met', { cap: 'Встреча', type: 'dateTime' });
  const at = (val: string, f: FormField) => ({ ...f, vals: [{ val, cap: val, idx: 0, lang: null }] });

  it.each([
    ['1990-09-02', '02.09.1990'],
    // a date kept as a moment (the demo data, older imports): still that day, in any time zone
    ['1990-09-02T00:00:00.000Z', '02.09.1990'],
    ['1990-09-02T23:30:00+03:00', '02.09.1990'],
  ])('a date stored as %s loads as %s', (stored, shown) => {
    expect(draftsFromForm([at(stored, born)]).born).toEqual([v(shown)]);
  });

  it('a moment loads as DD.MM.YYYY HH:mm in the browser’s time zone, and saves back unchanged', () => {
    const iso = new Date(2026, 6, 12, 15, 16).toISOString();
    const [draft] = draftsFromForm([at(iso, met)]).met ?? [];
    expect(draft?.text).toBe('12.07.2026 15:16');
    expect(changeItems('I', [met], {}, { met: [draft!] })).toEqual([{ op: 'upd', inst: 'I', prop: 'met', val: iso }]);
  });

  it('the author keeps the person’s name to show', () => {
    const by = { ...author, vals: [{ val: ID, cap: 'Анна Петрова', idx: 0, lang: null }] };
    expect(draftsFromForm([by])[META_PROP.author]).toEqual([{ text: ID, lang: null, cap: 'Анна Петрова' }]);
  });

  it('a stored value the form cannot read never stops the others being saved', () => {
    const stored = [{ ...name, vals: [{ val: 'Рекс', cap: 'Рекс', idx: 0, lang: null }] }, at('когда-то', born), legs];
    const base = draftsFromForm(stored);
    const drafts = { ...base, legs: [v('4'), v('4')] };
    expect(validateDrafts(stored, drafts, base)).toEqual([]);
    expect(changeItems('I', stored, base, drafts)).toEqual([
      { op: 'upd', inst: 'I', prop: 'legs', val: null },
      { op: 'add', inst: 'I', prop: 'legs', val: 4 },
      { op: 'add', inst: 'I', prop: 'legs', val: 4 },
    ]);
    // once the person edits it, it is checked
    expect(validateDrafts(stored, { ...drafts, born: [v('когда-то?')] }, base).map((p) => p.kind)).toEqual(['date']);
  });
});
