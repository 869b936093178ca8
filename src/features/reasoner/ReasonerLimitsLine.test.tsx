import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import reasonerRu from '../../i18n/locales/parts/reasoner.ru.json';
import reasonerEn from '../../i18n/locales/parts/reasoner.en.json';
import type { ReasonerAnswer } from '../../../realtime/protocol/reasoner';
import { limitNames, ReasonerLimitsLine } from './ReasonerLimitsLine';

// the reasoner's limits at the top of the inferred side: how many axioms were left out, what about,
// and a link to their list — in Russian with its three plural forms, and in English
const unused = (count: number, names: string[] = []): ReasonerAnswer['unused'] =>
  Array.from({ length: count }, (_, i) => ({ id: `a${i}`, reason: 'union' as const, about: names.length ? { iri: `urn:x#${names[i % names.length]}`, id: null, name: names[i % names.length]! } : null }));
const text = async (lng: 'ru' | 'en', items: ReasonerAnswer['unused']) => {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng, resources: { ru: { translation: { reasoner: reasonerRu } }, en: { translation: { reasoner: reasonerEn } } } });
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <ReasonerLimitsLine unused={items} onShow={() => undefined} />
    </I18nextProvider>,
  ).replace(/<[^>]+>/g, '');
};

describe('ReasonerLimitsLine', () => {
  it('says the number with the Russian plural form, names what the axioms are about and links to the list', async () => {
    expect(await text('ru', unused(32, ['VegetarianPizza', 'InterestingPizza', 'VegetarianPizza', 'CheeseyPizza', 'SpicyPizza']))).toBe(
      '32 аксиомы вне OWL 2 EL/RL не учтены: VegetarianPizza, InterestingPizza, CheeseyPizza… — подробнее',
    );
    expect(await text('ru', unused(1, ['Pet']))).toBe('1 аксиома вне OWL 2 EL/RL не учтена: Pet — подробнее');
    expect(await text('ru', unused(5))).toBe('5 аксиом вне OWL 2 EL/RL не учтены — подробнее');
    expect(await text('ru', unused(1234, ['A']))).toBe('1 234 аксиомы вне OWL 2 EL/RL не учтены: A — подробнее'.replace(' ', '\u00a0'));
  });

  it('in English', async () => {
    expect(await text('en', unused(1, ['Pet']))).toBe('1 axiom outside OWL 2 EL/RL is not taken into account: Pet — details');
    expect(await text('en', unused(3, ['A', 'B']))).toBe('3 axioms outside OWL 2 EL/RL are not taken into account: A, B — details');
  });

  it('says nothing when every axiom was used', async () => {
    expect(await text('ru', [])).toBe('');
  });

  it('names each subject once, in order, at most three', () => {
    expect(limitNames(unused(6, ['A', 'B', 'A', 'C', 'D']))).toEqual({ names: ['A', 'B', 'C'], more: true });
    expect(limitNames(unused(2, ['A', 'B']))).toEqual({ names: ['A', 'B'], more: false });
  });
});
