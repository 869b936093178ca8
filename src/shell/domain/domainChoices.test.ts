import { describe, expect, it } from 'vitest';
import { storedDomainId, userSubjectAreas } from './domainChoices';
import type { Role } from '../../../realtime/protocol/admin/roles';
import ru from '../../i18n/locales/parts/domain.ru.json';
import en from '../../i18n/locales/parts/domain.en.json';

const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const A = uuid(0xa01);
const B = uuid(0xa02);
const role = (code: string, subject_area: string | null, not_active = false): Role => ({
  id: uuid(code.length + 0xb00),
  code,
  name: code,
  is_global: false,
  is_multi: false,
  not_active,
  subject_area,
});

describe('userSubjectAreas', () => {
  const roles = [role('editor', A), role('reader', B), role('edu.teacher', A), role('edu.student', null), role('old', B, true)];
  it.each([
    ['roles held, each area once, in role order', ['edu.teacher', 'reader', 'editor'], [A, B]],
    ['a role without an area gives none', ['edu.student'], []],
    ['inactive roles are left out', ['old'], []],
    ['roles not held are left out', ['reader'], [B]],
    ['no roles', [], []],
  ])('%s', (_name, codes, expected) => {
    expect(userSubjectAreas(roles, codes)).toEqual(expected);
  });
});

describe('storedDomainId', () => {
  it.each([
    [A, A],
    [null, null],
    [undefined, null],
    ['not-an-id', null],
    [{ id: A }, null],
  ])('%j → %j', (value, expected) => {
    expect(storedDomainId(value)).toBe(expected);
  });
});

describe('domain strings', () => {
  it('Russian and English have the same keys', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(ru).sort());
  });
});
