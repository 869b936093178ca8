import { useState } from 'react';

/**
 * Saving from a dialog: busy while the save runs, closed when it is done; on failure the dialog
 * stays open to try again (the caller has shown why).
 */
export function useSaveAndClose(onClose: () => void): [boolean, (save: () => Promise<void>) => Promise<void>] {
  const [busy, setBusy] = useState(false);
  async function run(save: () => Promise<void>) {
    setBusy(true);
    try {
      await save();
      onClose();
    } catch {
      // the caller has shown why
    } finally {
      setBusy(false);
    }
  }
  return [busy, run];
}
