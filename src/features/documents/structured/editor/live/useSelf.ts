import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { shellState } from '../../../../../state/shellState';
import { userColor } from '../presence/presenceModel';
import type { SessionUser } from './useDocConnection';

/** The signed-in user as the others see them: name and a stable caret colour. */
export function useSelf(): SessionUser | null {
  const { user } = useSnapshot(shellState);
  return useMemo(() => (user ? { id: user.id, name: user.name || user.login, color: userColor(user.id) } : null), [user]);
}
