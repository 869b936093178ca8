import { describe, expect, it } from 'vitest';
import { alphabetIndex, indexLetter } from './alphabetIndex';
import { doc, node } from './snapshotFixtures';

const id = (n: number): string => `${String(n).repeat(8)}-0000-0000-0000-000000000000`;
const ref = (n: number, name?: string): string => `:class-${id(n)}${name ? `(${name})` : ''}`;

const sample = () =>
  doc(
    node('ContentHolder', 'intro', { content: `${ref(1, 'яблоко')} вне разделов` }),
    node('Section', 's1', { title: 'Общие положения' }, [
      node('ContentHolder', 'a', { content: `${ref(2, 'Договор')}, ${ref(3, 'арбитраж')}, ${ref(1, 'Яблоко')}` }),
      node('Section', 's11', { title: '' }, [node('ContentHolder', 'b', { content: `${ref(2)} и ${ref(4)} и ${ref(5, 'Ёлка')}` })]),
    ]),
    node('Section', 's2', { title: 'Прочее', numberingStrategy: 'None' }, [node('ContentHolder', 'c', { content: `${ref(6, '1С')} ${ref(7, 'ель')}` })]),
    node('AlphabetIndex', 'idx', {}, [node('AlphabetIndexItem', 'ii', { content: ref(8, 'Только в указателе') })]),
  );

describe('alphabetIndex', () => {
  it('groups terms by first letter in Russian order with their sections by title', () => {
    const groups = alphabetIndex(sample(), { showShortLocationName: false, names: { [id(4)]: 'Бюджет' } });
    expect(groups.map((g) => [g.letter, g.items.map((i) => i.contentResolved)])).toEqual([
      ['А', ['арбитраж']],
      ['Б', ['Бюджет']],
      ['Д', ['Договор']],
      ['Е', ['Ёлка', 'ель']],
      ['Я', ['яблоко']],
      ['#', ['1С']],
    ]);
    const items = Object.fromEntries(groups.flatMap((g) => g.items).map((i) => [i.contentResolved, i.sectionsResolved.map((x) => x.label)]));
    expect(items).toMatchObject({ Договор: ['Общие положения', '[раздел без названия]'], яблоко: ['[вне раздела]', 'Общие положения'], ель: ['Прочее'] });
  });

  it('names sections by number with showShortLocationName, by title when unnumbered', () => {
    const items = alphabetIndex(sample(), { showShortLocationName: true }).flatMap((g) => g.items);
    const byName = Object.fromEntries(items.map((i) => [i.contentResolved, i.sectionsResolved]));
    expect(byName.Договор).toEqual([{ innerId: 's1', label: '1' }, { innerId: 's11', label: '1.1' }]);
    expect(byName.ель).toEqual([{ innerId: 's2', label: 'Прочее' }]);
    expect(byName.яблоко?.[0]).toEqual({ innerId: null, label: '[вне раздела]' });
  });

  it('falls back to the id for a term without any name', () => {
    const items = alphabetIndex(sample(), { showShortLocationName: false }).flatMap((g) => g.items);
    expect(items.find((i) => i.objectId === id(4))?.contentResolved).toBe(id(4));
  });

  it('leaves out what is only in the index itself', () => {
    expect(alphabetIndex(sample(), { showShortLocationName: false }).flatMap((g) => g.items).map((i) => i.contentResolved)).not.toContain('Только в указателе');
  });
});

describe('indexLetter', () => {
  it.each([['яблоко', 'Я'], ['  «Кавычки»', 'К'], ['ёж', 'Е'], ['1С', '#'], ['—', '#'], ['apple', 'A']])('%s → %s', (text, letter) => expect(indexLetter(text)).toBe(letter));
});
