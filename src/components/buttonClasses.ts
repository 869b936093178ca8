// The shell's buttons, one look everywhere: dialogs, service pages, forms.
export const primaryButton = 'rounded bg-primary px-4 py-2 text-sm font-medium text-white hover:bg-primary-dark disabled:opacity-60';
/** Beside a primary button in a dialog: Cancel, Close. */
export const quietButton = 'rounded px-4 py-2 text-sm text-gray-700 hover:bg-gray-100';
/** A second way on a page (an outlined button). */
export const outlinedButton = 'rounded border border-gray-300 px-4 py-2 text-sm text-gray-800 hover:border-primary hover:text-primary';
export const dangerButton = 'rounded bg-red-700 px-4 py-2 text-sm font-medium text-white hover:bg-red-800 disabled:opacity-60';
