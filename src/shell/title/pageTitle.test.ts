import { describe, expect, it } from 'vitest';
import { pageTitle } from './pageTitle';

describe('pageTitle', () => {
  it.each<[string | null, string | null, string]>([
    ['Классы', null, 'Классы - Ontoweave'],
    ['Классы', 'Сотрудник', 'Сотрудник - Ontoweave'],
    [null, null, 'Ontoweave'],
    ['', null, 'Ontoweave'],
    [null, '  ', 'Ontoweave'],
  ])('%s / %s', (route, context, expected) => expect(pageTitle('Ontoweave', route, context)).toBe(expected));
});
