import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import dmnRu from '../../../i18n/locales/parts/dmn.ru.json';
import type { RunStatus } from '../../../../realtime/protocol/dmn';
import type { WorkspaceColumn } from '../editor/dmnWorkspace';
import { RunResults } from './RunResults';

// the run's results table in Russian: a new decision's output is named `result` (a FEEL name) and
// labelled «Результат»; the header showed the name, so the screen said «RESULT»
const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({ lng: 'ru', resources: { ru: { translation: { dmn: dmnRu } } } });
const column = (kind: WorkspaceColumn['kind'], text: string, label: string): WorkspaceColumn => ({ decisionId: 'd', decisionName: 'Скидка', columnId: text, kind, label, text, typeRef: 'string' });
const status: RunStatus = {
  runId: '00000000-0000-4000-8000-000000000001',
  decisionId: '00000000-0000-4000-8000-000000000002',
  state: 'done',
  done: 1,
  total: 1,
  failed: 0,
  error: null,
  inputColumns: ['Вход'],
  outputColumns: ['result'],
  rows: [{ inst: '00000000-0000-4000-8000-000000000003', name: 'Анна', inputs: { Вход: 'да' }, outputs: { result: 'скидка' }, matchedRules: [{ ruleId: 'r1', index: 1 }], error: null }],
  ms: 3,
};
const headers = (): string[] => {
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <RunResults status={status} columns={[column('input', 'Вход', 'Вход'), column('output', 'result', 'Результат')]} source={null} offset={0} onOffset={() => undefined} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return [...html.matchAll(/<th[^>]*>(.*?)<\/th>/g)].map((m) => (m[1] ?? '').replace(/<[^>]+>/g, ''));
};

describe('RunResults in Russian', () => {
  it('heads every column in Russian: the instance, the input and output labels, the rules', () => {
    const shown = headers();
    expect(shown).toContain('Результат');
    expect(shown).toContain('Вход');
    expect(shown.join(' ')).not.toMatch(/[A-Za-z]/);
  });
});
