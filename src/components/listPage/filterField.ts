/** The look of a list screen's search box and filter choices, in its title bar. */
export const FILTER_FIELD = 'rounded border border-gray-300 px-2 py-1 text-sm focus:border-primary focus:outline-none';
