import { describe, expect, it } from 'vitest';
import { initials, presentUsers, PRESENCE_COLORS, userColor } from './presenceModel';

const user = (id: string, name: string, element?: string | null) => ({ user: { id, name, color: '#123456' }, focus: element ?? null });

describe('who is here', () => {
  it.each<[string, Array<[number, unknown]>, string[]]>([
    ['nobody else', [[1, user('me', 'Я')]], []],
    ['another person', [[1, user('me', 'Я')], [2, user('u2', 'Борис', 's1')]], ['Борис@s1']],
    ['sorted by name', [[1, user('me', 'Я')], [2, user('u2', 'Вера')], [3, user('u3', 'Анна')]], ['Анна@-', 'Вера@-']],
    ['one person with two tabs: the typing tab wins', [[2, user('u2', 'Борис')], [3, user('u2', 'Борис', 'c9')], [4, user('u2', 'Борис')]], ['Борис@c9']],
    ['my other tab is not someone else', [[1, user('me', 'Я')], [5, user('me', 'Я', 'c1')]], []],
    ['states without a user are ignored', [[2, {}], [3, null], [4, { user: 'x' }]], []],
    ['a user without a name shows the id', [[2, { user: { id: 'u7' } }]], ['u7@-']],
  ])('%s', (_title, states, expected) => {
    const users = presentUsers(new Map(states), 1, 'me');
    expect(users.map((u) => `${u.name}@${u.elementId ?? '-'}`)).toEqual(expected);
  });

  it('gives each user a stable colour from the palette', () => {
    expect(userColor('abc')).toBe(userColor('abc'));
    expect(PRESENCE_COLORS).toContain(userColor('0f1e2d3c-0000-4000-8000-000000000001'));
    expect(userColor('')).toMatch(/^#[0-9a-f]{6}$/);
  });

  it.each([
    ['Анна Петрова', 'АП'],
    ['admin', 'A'],
    ['  Иван  Иванович Иванов ', 'ИИ'],
    ['', ''],
  ])('initials of %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
