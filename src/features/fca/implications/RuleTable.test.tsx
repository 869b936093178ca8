import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import fcaRu from '../../../i18n/locales/parts/fca.ru.json';
import fcaEn from '../../../i18n/locales/parts/fca.en.json';
import type { FormalContextWire } from '../../../../realtime/protocol/fca';
import { RuleTable } from './RuleTable';

// an implication with an empty premise holds for every object: its «Если» reads «∅ (всегда)», not «нет»
// (which read as "no premise holds", the opposite)
const context = { objects: ['Маргарита', 'Гавайская'], attributes: ['сыр', 'ананас'], rows: [['сыр'], ['сыр', 'ананас']] } as unknown as FormalContextWire;
const render = async (lng: 'ru' | 'en') => {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng, resources: { ru: { translation: { fca: fcaRu } }, en: { translation: { fca: fcaEn } } } });
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <RuleTable rules={[{ premise: [], conclusion: [0], support: 2 }, { premise: [1], conclusion: [0], support: 1 }]} context={context} objectHref={() => null} testId="fca-implications" empty="" />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return [...html.matchAll(/data-testid="fca-rule-premise"[^>]*>(.*?)<\/span>/g)].map((m) => (m[1] ?? '').replace(/<[^>]+>/g, ''));
};

describe('RuleTable premise', () => {
  it('an empty premise reads «∅ (всегда)» in Russian and «∅ (always)» in English; others name their attributes', async () => {
    expect(await render('ru')).toEqual(['∅ (всегда)', 'ананас']);
    expect(await render('en')).toEqual(['∅ (always)', 'ананас']);
  });
});
