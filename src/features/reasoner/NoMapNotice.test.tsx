import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import reasonerRu from '../../i18n/locales/parts/reasoner.ru.json';
import { NoMapNotice } from './NoMapNotice';
import type { MapsState } from './useMapChoice';

// what the inferred side says when there is no map to draw inferences from (a fresh demo has none)
const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({ lng: 'ru', resources: { ru: { translation: { reasoner: reasonerRu, terms: { map: 'Карта онтологии' } } } } });
const text = (mapsState: MapsState, mapCount: number) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <NoMapNotice mapsState={mapsState} mapCount={mapCount} />
    </I18nextProvider>,
  ).replace(/<[^>]+>/g, '');

describe('NoMapNotice', () => {
  it('says where maps come from when there are none', () => {
    expect(text('ready', 0)).toContain('Создайте карту в разделе «Карты онтологий» или импортируйте OWL-файл');
  });
  it('says the maps could not be read', () => {
    expect(text('failed', 0)).toBe('Не удалось загрузить карты онтологии. Обновите страницу.');
  });
  it('says nothing while the maps load, or when there are some', () => {
    expect(text('loading', 0)).toBe('');
    expect(text('ready', 3)).toBe('');
  });
});
