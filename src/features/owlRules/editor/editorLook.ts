/** The editor's shared looks: one input style and one card per section, as the other builders. */
export const FIELD = 'rounded border border-gray-300 bg-white px-2 py-1 text-sm focus:border-primary focus:outline-none disabled:bg-gray-50 disabled:text-gray-500';
export const SECTION = 'flex flex-col gap-2 rounded border border-gray-200 bg-white p-3';
export const SECTION_TITLE = 'text-sm font-semibold text-gray-900';
export const REMOVE = 'rounded px-1.5 text-gray-500 hover:bg-red-50 hover:text-red-700';
export const CHIP = 'inline-flex items-center gap-1 rounded border border-gray-200 bg-gray-50 px-2 py-0.5 text-sm';
