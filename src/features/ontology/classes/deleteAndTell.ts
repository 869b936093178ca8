import { showMessage } from '../../../state/messageStore';
import { problemText } from '../../../components/Problem';

/**
 * Runs a deletion that may be declined (remove resolves false): when done, says so; a refusal is
 * shown as the server worded it. True only when something was deleted.
 */
export async function deleteAndTell(remove: () => Promise<boolean>, doneText: string): Promise<boolean> {
  try {
    if (!(await remove())) return false;
    showMessage({ text: doneText, kind: 'success' });
    return true;
  } catch (error) {
    showMessage({ text: problemText(error), kind: 'error' });
    return false;
  }
}
