import { describe, expect, it } from 'vitest';
import ru from '../../../i18n/locales/parts/ontologyHistory.ru.json';
import en from '../../../i18n/locales/parts/ontologyHistory.en.json';
import { historyOpKey, SHOWN_OPS } from './historyOps';

const text = (part: Record<string, unknown>, key: string): unknown => key.split('.').slice(1).reduce<unknown>((node, k) => (node as Record<string, unknown>)?.[k], part);

describe('history operations in words', () => {
  it.each<[string, string, string]>([
    ['new', 'Создан', 'Created'],
    ['upd', 'Изменено значение', 'Value changed'],
    ['add', 'Добавлено значение', 'Value added'],
    ['rem', 'Удалено значение', 'Value removed'],
    ['del', 'Удалён', 'Deleted'],
  ])('%s → «%s» / "%s"', (op, russian, english) => {
    expect(text(ru, historyOpKey(op as never))).toBe(russian);
    expect(text(en, historyOpKey(op as never))).toBe(english);
  });
  it('every operation has words, and none is its code', () => {
    for (const op of SHOWN_OPS) for (const part of [ru, en]) expect(text(part, historyOpKey(op))).not.toMatch(/^(new|upd|add|rem|del)$/);
  });
});
