// The explorer's look: the shell's buttons and links, small.
export const linkClass = 'text-primary hover:underline';
export const smallButton = 'rounded border border-gray-300 bg-white px-2 py-1 text-sm text-gray-800 hover:border-primary hover:text-primary disabled:cursor-default disabled:opacity-50 disabled:hover:border-gray-300 disabled:hover:text-gray-800';
export const sectionClass = 'rounded border border-gray-200 bg-white p-3';
export const sectionTitle = 'mb-2 text-sm font-semibold uppercase tracking-wide text-gray-600';
