import { describe, expect, it } from 'vitest';
import type { UserView } from '../../../../realtime/protocol/admin/users';
import { createUserRequest, emptyUserForm, updateUserRequest, userToForm } from './userForm';

const ann: UserView = {
  id: 'aaaaaaaa-0000-4000-8000-000000000001',
  login: 'ann',
  name: 'Анна Петрова',
  email: 'ann@example.org',
  isAdmin: false,
  isBetaTester: false,
  isPublic: false,
  disabled: false,
  app: 'onto',
  disabledRoutes: ['/fca'],
  enabledRoutes: [],
  hiddenComponents: ['chat'],
  licenseExpirationDate: '2026-12-31',
  deleteAccountRequestDate: null,
  hasPassword: true,
  hasOidc: false,
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('createUserRequest', () => {
  it('trims and turns blanks into null', () => {
    const request = createUserRequest({ ...emptyUserForm(), login: ' bob ', name: ' Боб ', password: 'secret123', email: '  ' });
    expect(request).toMatchObject({ login: 'bob', name: 'Боб', password: 'secret123', email: null, licenseExpirationDate: null, app: 'onto' });
  });
  const R = 'bbbbbbbb-0000-4000-8000-000000000001';
  const M = 'cccccccc-0000-4000-8000-000000000001';
  it.each<[string, Partial<ReturnType<typeof emptyUserForm>>, object, string[]]>([
    ['roles not known yet: the server applies the new-user roles', {}, {}, ['roleIds', 'editorMapIds']],
    ['roles chosen, none of them too', { roleIds: [] }, { roleIds: [] }, ['editorMapIds']],
    ['roles and maps to edit', { roleIds: [R], editorMapIds: [M] }, { roleIds: [R], editorMapIds: [M] }, []],
  ])('starting rights: %s', (_case, form, sent, absent) => {
    const request = createUserRequest({ ...emptyUserForm(), login: 'bob', name: 'Боб', password: 'secret123', ...form });
    expect(request).toMatchObject(sent);
    for (const key of absent) expect(request).not.toHaveProperty(key);
  });
});

describe('updateUserRequest', () => {
  it('an untouched form changes nothing', () => expect(updateUserRequest(userToForm(ann), ann)).toEqual({}));
  it('sends only the changed fields', () => {
    const form = { ...userToForm(ann), isBetaTester: true, disabledRoutes: ['/fca', '/dmn'] };
    expect(updateUserRequest(form, ann)).toEqual({ isBetaTester: true, disabledRoutes: ['/fca', '/dmn'] });
  });
  it('clearing the e-mail and the licence date sends null', () => {
    const form = { ...userToForm(ann), email: '', licenseExpirationDate: '' };
    expect(updateUserRequest(form, ann)).toEqual({ email: null, licenseExpirationDate: null });
  });
  it('a reordered list is a change', () => {
    const form = { ...userToForm({ ...ann, hiddenComponents: ['chat', 'help'] }), hiddenComponents: ['help', 'chat'] };
    expect(updateUserRequest(form, { ...ann, hiddenComponents: ['chat', 'help'] })).toEqual({ hiddenComponents: ['help', 'chat'] });
  });
  it('never sends a password', () => expect(updateUserRequest({ ...userToForm(ann), password: 'x' }, ann)).toEqual({}));
});
