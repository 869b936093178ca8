// Dense tables, as in professional admin tools: small type, tight rows, a sticky header.
export const tableWrapClass = 'overflow-x-auto rounded border border-gray-200 bg-white';
export const tableClass = 'min-w-full border-collapse text-sm';
export const thClass = 'sticky top-0 border-b border-gray-200 bg-gray-50 px-2 py-1.5 text-left text-xs font-semibold uppercase tracking-wide text-gray-600 whitespace-nowrap';
export const tdClass = 'border-b border-gray-100 px-2 py-1 align-top text-gray-800';
export const rowClass = 'hover:bg-primary-light/40';
