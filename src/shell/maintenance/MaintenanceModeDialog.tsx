import { Dialog, DialogBackdrop, DialogPanel } from '@headlessui/react';
import { MaintenanceModeForm } from './MaintenanceModeForm';

export type MaintenanceModeDialogProps = { open: boolean; onClose: () => void };

/** Administrators switch maintenance mode on (with an announcement) or off (platform spec §4). */
export function MaintenanceModeDialog({ open, onClose }: MaintenanceModeDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/30" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel data-testid="maintenance-dialog" className="w-full max-w-lg rounded-xl bg-white p-6 shadow-2xl">
          {/* mounted per opening, so it reads the state afresh each time */}
          <MaintenanceModeForm onClose={onClose} />
        </DialogPanel>
      </div>
    </Dialog>
  );
}
