import { beforeAll, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import dmnRu from '../../../i18n/locales/parts/dmn.ru.json';
import type { WorkspaceColumn } from '../editor/dmnWorkspace';
import { DmnProblemView } from './DmnProblemView';
import { TestResult } from './TestResult';

// rendered to HTML in Node: what the «Проверка» panel says of a result and of a refusal
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&lt;/g, '<').replace(/\s+/g, ' ').trim();
const column = (columnId: string, kind: 'input' | 'output', label: string, typeRef: string): WorkspaceColumn => ({ decisionId: 'd', decisionName: 'Скидка', columnId, kind, label, text: label, typeRef });
const outputs = [column('o1', 'output', 'Скидка', 'double'), column('o2', 'output', 'Решение', 'string')];

beforeAll(() => i18next.use(initReactI18next).init({ lng: 'ru', resources: { ru: { translation: { dmn: dmnRu } } } }));

describe('the result of a test', () => {
  it('outputs by name in the user’s format, and the rules that matched', () => {
    const html = renderToStaticMarkup(
      <TestResult
        outputs={outputs}
        answer={{
          decisionId: 'd',
          name: 'Скидка',
          value: { Скидка: 1250.5, Решение: 'Одобрено' },
          decisions: [{ decisionId: 'd', name: 'Скидка', value: null, matchedRules: [{ ruleId: 'r2', index: 2 }, { ruleId: 'r5', index: 5 }] }],
          context: {},
          warnings: [],
        }}
      />,
    );
    expect(text(html).replace(/\u00a0|\u202f/g, ' ')).toBe('Результат Скидка 1 250,5 Решение Одобрено Сработали правила: 2, 5');
  });
  it('nothing matched', () => {
    const html = renderToStaticMarkup(<TestResult outputs={outputs.slice(0, 1)} answer={{ decisionId: 'd', name: 'Скидка', value: null, decisions: [{ decisionId: 'd', name: 'Скидка', value: null, matchedRules: [] }], context: {}, warnings: [] }} />);
    expect(text(html)).toBe('Результат Скидка пусто Ни одно правило не сработало');
  });
});

describe('a refusal', () => {
  it('the message, the rules, the column and the faulty part of the expression', () => {
    const html = renderToStaticMarkup(
      <DmnProblemView
        columns={[column('in1', 'input', 'Возраст', 'integer')]}
        decisions={[{ id: 'd', name: 'Скидка' }]}
        problem={{ error: 'Синтаксическая ошибка FEEL в правиле 3', where: { decisionId: 'd', ruleIndexes: [3], columnId: 'in1', expression: '< 18 +', from: 5, to: 6 } }}
      />,
    );
    expect(text(html)).toBe('Синтаксическая ошибка FEEL в правиле 3 Правила: 3 Столбец: «Возраст» < 18 +');
    expect(html).toContain('<mark class="bg-red-200 text-red-900 underline decoration-wavy">+</mark>');
  });
  it('a cycle names its decisions', () => {
    const html = renderToStaticMarkup(<DmnProblemView columns={[]} decisions={[{ id: 'a', name: 'А' }, { id: 'b', name: 'Б' }]} problem={{ error: 'Цикл требований', where: { decisions: ['a', 'b', 'a'] } }} />);
    expect(text(html)).toBe('Цикл требований Решения: А → Б → А');
  });
});
