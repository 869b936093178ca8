import { useEffect } from 'react';
import { shellState } from '../../state/shellState';

/** A page on a contextTitle route names what it shows (e.g. the class's name); the title bar and tab title use it. */
export function useContextTitle(title: string | null | undefined): void {
  useEffect(() => {
    shellState.contextTitle = title ?? null;
    return () => {
      shellState.contextTitle = null;
    };
  }, [title]);
}
