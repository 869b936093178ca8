// The structured-document screens share the working screens' look (src/components/tableStyles.ts).
export { inputClass, linkClass, tableWrapClass, tableClass, thClass, tdClass, labelClass } from '../../../../../components/tableStyles';
/** A small square icon button of the tree and toolbars. */
export const iconButtonClass =
  'inline-flex h-7 min-w-7 items-center justify-center rounded px-1 text-sm text-gray-700 hover:bg-gray-100 focus:outline-none focus:ring-1 focus:ring-primary disabled:opacity-40 disabled:hover:bg-transparent';
