import { passwordFormProblem, type PasswordProblem } from '../../../shell/dialogs/passwordForm';

/** What the set-password dialog says under each field, and whether the password may be set. */
export type PasswordFields = { ready: boolean; password: Exclude<PasswordProblem, 'mismatch'> | null; repeat: 'mismatch' | null };

/**
 * The rule of the user's own password change (the server's rule, then the repeat must match).
 * A field the admin has not typed in yet gets no error text, but the password is not ready
 * until both fields are right.
 */
export function passwordFields(password: string, repeat: string): PasswordFields {
  const problem = passwordFormProblem(password, repeat);
  if (problem === null) return { ready: true, password: null, repeat: null };
  if (problem === 'mismatch') return { ready: false, password: null, repeat: repeat === '' ? null : 'mismatch' };
  return { ready: false, password: password === '' ? null : problem, repeat: null };
}
