import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../realtime/protocol/auth';

export type PasswordProblem = 'tooShort' | 'tooLong' | 'blank' | 'mismatch';

/**
 * What keeps the new password from being sent: the server's rule (auth.ts passwordProblem),
 * checked here first so the user learns it without a round trip, plus the repeat matching.
 */
export function passwordFormProblem(password: string, repeat: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'tooLong';
  if (password.trim() === '') return 'blank';
  if (password !== repeat) return 'mismatch';
  return null;
}
