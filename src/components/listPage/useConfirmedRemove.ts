import type { ReactNode } from 'react';
import { showMessage } from '../../state/messageStore';
import { problemText } from '../Problem';
import { useConfirm } from '../useConfirm';

type Removal<T> = {
  /** The question the user confirms. */
  ask: (row: T) => { title: string; text: string };
  remove: (row: T) => Promise<unknown>;
  /** The success message. */
  removed: (row: T) => string;
  /** Reloads the list. */
  reload: () => void;
};

/**
 * Deleting a row of a list screen: ask, delete, say so and reload; a failure is shown as a message.
 * The element must be rendered once by the page (it is the confirmation dialog).
 */
export function useConfirmedRemove<T>({ ask, remove, removed, reload }: Removal<T>): [(row: T) => Promise<void>, ReactNode] {
  const [confirm, confirmElement] = useConfirm();
  async function run(row: T) {
    if (!(await confirm(ask(row)))) return;
    try {
      await remove(row);
      showMessage({ text: removed(row), kind: 'success' });
      reload();
    } catch (error) {
      showMessage({ text: problemText(error), kind: 'error' });
    }
  }
  return [run, confirmElement];
}
