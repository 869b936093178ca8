import type { CreateUserRequest, UpdateUserRequest, UserView } from '../../../../realtime/protocol/admin/users';

/** What the user dialog edits; empty strings stand for "no value". */
export type UserForm = {
  login: string;
  name: string;
  /** Only when creating: an existing user's password is set through its own dialog. */
  password: string;
  email: string;
  isAdmin: boolean;
  isBetaTester: boolean;
  app: 'onto' | 'edu';
  /** YYYY-MM-DD or ''. */
  licenseExpirationDate: string;
  disabledRoutes: string[];
  enabledRoutes: string[];
  hiddenComponents: string[];
  /** New users only: the global roles to start with; null until the defaults are known (then the server applies them). */
  roleIds: string[] | null;
  /** New users only: the ontology maps they edit from the start. */
  editorMapIds: string[];
};

export function emptyUserForm(): UserForm {
  return {
    login: '',
    name: '',
    password: '',
    email: '',
    isAdmin: false,
    isBetaTester: false,
    app: 'onto',
    licenseExpirationDate: '',
    disabledRoutes: [],
    enabledRoutes: [],
    hiddenComponents: [],
    roleIds: null,
    editorMapIds: [],
  };
}

export function userToForm(user: UserView): UserForm {
  return {
    login: user.login,
    name: user.name,
    password: '',
    email: user.email ?? '',
    isAdmin: user.isAdmin,
    isBetaTester: user.isBetaTester,
    app: user.app,
    licenseExpirationDate: user.licenseExpirationDate ?? '',
    disabledRoutes: [...user.disabledRoutes],
    enabledRoutes: [...user.enabledRoutes],
    hiddenComponents: [...user.hiddenComponents],
    roleIds: null,
    editorMapIds: [],
  };
}

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

export function createUserRequest(form: UserForm): CreateUserRequest {
  return {
    login: form.login.trim(),
    name: form.name.trim(),
    password: form.password,
    email: orNull(form.email),
    isAdmin: form.isAdmin,
    isBetaTester: form.isBetaTester,
    app: form.app,
    licenseExpirationDate: orNull(form.licenseExpirationDate),
    disabledRoutes: form.disabledRoutes,
    enabledRoutes: form.enabledRoutes,
    hiddenComponents: form.hiddenComponents,
    // omitted while the defaults are still loading: the server gives the new-user roles itself
    ...(form.roleIds !== null ? { roleIds: form.roleIds } : {}),
    ...(form.editorMapIds.length > 0 ? { editorMapIds: form.editorMapIds } : {}),
  };
}

const sameList = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((v, i) => v === b[i]);

/** Only what changed, so saving an untouched form writes nothing and two admins' edits of different fields both stay. */
export function updateUserRequest(form: UserForm, original: UserView): UpdateUserRequest {
  const changes: UpdateUserRequest = {};
  const was = userToForm(original);
  if (form.login.trim() !== was.login) changes.login = form.login.trim();
  if (form.name.trim() !== was.name) changes.name = form.name.trim();
  if (orNull(form.email) !== orNull(was.email)) changes.email = orNull(form.email);
  if (form.isAdmin !== was.isAdmin) changes.isAdmin = form.isAdmin;
  if (form.isBetaTester !== was.isBetaTester) changes.isBetaTester = form.isBetaTester;
  if (form.app !== was.app) changes.app = form.app;
  if (orNull(form.licenseExpirationDate) !== orNull(was.licenseExpirationDate)) changes.licenseExpirationDate = orNull(form.licenseExpirationDate);
  if (!sameList(form.disabledRoutes, was.disabledRoutes)) changes.disabledRoutes = form.disabledRoutes;
  if (!sameList(form.enabledRoutes, was.enabledRoutes)) changes.enabledRoutes = form.enabledRoutes;
  if (!sameList(form.hiddenComponents, was.hiddenComponents)) changes.hiddenComponents = form.hiddenComponents;
  return changes;
}
