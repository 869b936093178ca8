import { describe, expect, it } from 'vitest';
import { saveReportSchema } from '../../realtime/protocol/reports';
import { isProblem } from '../problems';
import { checkedReport } from './reportInput';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const report = (input: Record<string, unknown>) => saveReportSchema.parse({ name: 'Отчёт', ...input });
const refusal = (input: Record<string, unknown>): string => {
  try {
    checkedReport(report(input));
  } catch (error) {
    if (isProblem(error, 'invalid')) return error.message;
    throw error;
  }
  throw new Error('accepted');
};

describe('a report as it may be stored', () => {
  it('gives sources without settings a free alias', () => {
    const checked = checkedReport(report({ source: [A, B], ssData: { [A]: { alias: 's2' } }, template: '{{table:s1}} {{table:s2}}' }));
    expect(checked.ssData[A]?.alias).toBe('s2');
    expect(checked.ssData[B]).toEqual({ alias: 's1', name: '', limit: 50, columns: [] });
  });

  it.each([
    ['a source twice', { source: [A, A] }, `Семантический поиск ${A} указан среди источников дважды`],
    ['settings of no source', { source: [A], ssData: { [B]: { alias: 'b' } } }, `Настройки даны для поиска ${B}, которого нет среди источников отчёта`],
    ['an alias twice', { source: [A, B], ssData: { [A]: { alias: 'x' }, [B]: { alias: 'x' } } }, 'Имя источника «x» используется дважды'],
    ['a placeholder of no source', { source: [A], template: 'Итог\n{{table:sales}}' }, 'Шаблон, строка 2: {{table:sales}} — у отчёта нет источника «sales»'],
    ['a malformed placeholder', { source: [A], template: '{{value:s1:pay:median}}' }, 'Шаблон, строка 1: {{value:s1:pay:median}} — неизвестная агрегация «median» (возможны: sum, avg, min, max, count, countUnique, list, listUnique)'],
  ])('refuses %s, naming it', (_, input, message) => {
    expect(refusal(input)).toBe(message);
  });
});
