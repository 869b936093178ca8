// One look for the working screens (ontology, documents): dense tables and small inputs, as in
// WebProtégé and VocBench.
export const inputClass =
  'w-full rounded border border-gray-300 bg-white px-2 py-1 text-sm focus:border-primary focus:outline-none focus:ring-1 focus:ring-primary disabled:bg-gray-100';
export const linkClass = 'text-primary hover:underline';
export const tableWrapClass = 'overflow-x-auto rounded border border-gray-200 bg-white';
export const tableClass = 'min-w-full border-collapse text-sm';
export const thClass = 'sticky top-0 border-b border-gray-200 bg-gray-50 px-2 py-1.5 text-left text-xs font-semibold uppercase tracking-wide text-gray-600 whitespace-nowrap';
export const tdClass = 'border-b border-gray-100 px-2 py-1 align-top text-gray-800';
export const labelClass = 'flex flex-col gap-1 text-sm text-gray-700';
