import { Dialog, DialogBackdrop, DialogPanel } from '@headlessui/react';
import { useSnapshot } from 'valtio';
import { closeQuickLaunch, quickLaunchState } from './quickLaunchState';
import { QuickLaunchSearch } from './QuickLaunchSearch';

/** The quick-launch window: the search over screens and objects, above the page. */
export function QuickLaunchDialog() {
  const { newTab } = useSnapshot(quickLaunchState);
  return (
    <Dialog open onClose={closeQuickLaunch} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/30" />
      <div className="fixed inset-0 flex items-start justify-center p-4 pt-[12vh]">
        <DialogPanel data-testid="quick-launch" className="w-full max-w-xl overflow-hidden rounded-xl bg-white shadow-2xl ring-1 ring-black/10">
          <QuickLaunchSearch newTab={newTab} />
        </DialogPanel>
      </div>
    </Dialog>
  );
}
