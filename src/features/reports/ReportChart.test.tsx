import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import reportsRu from '../../i18n/locales/parts/reports.ru.json';
import { ReportChart } from './ReportChart';
import type { ChartKind } from '../../../model/reports/templateSyntax';

// a report's chart shows every name whole: wrapped or slanted, never cut with "…"
const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({ lng: 'ru', resources: { ru: { translation: { reports: reportsRu } } } });
const names = ['Управление информационных технологий и цифровой трансформации', 'Бухгалтерия', 'Отдел по работе с ключевыми клиентами'];
const drawn = (chart: ChartKind, labels: readonly string[]) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <ReportChart chart={chart} points={labels.map((label, i) => ({ label, value: (i + 1) * 1_500_000 }))} labelName="Отдел" valueName="Сумма" />
    </I18nextProvider>,
  );
/** The words the picture shows (tooltips left out). */
const shownText = (svg: string) => svg.replace(/<title>.*?<\/title>/g, '').replace(/<tspan[^>]*>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('ReportChart', () => {
  it.each<ChartKind>(['bar', 'line', 'pie'])('a %s chart shows each long name whole', (chart) => {
    const text = shownText(drawn(chart, names));
    for (const name of names) expect(text).toContain(name);
    expect(text).not.toContain('…');
  });

  it('names of many bars too', () => {
    const many = Array.from({ length: 18 }, (_, i) => `Подразделение головного офиса ${i + 1}`);
    const text = shownText(drawn('bar', many));
    for (const name of many) expect(text).toContain(name);
  });
});
