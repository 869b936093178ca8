// The ontology screens share the working screens' look (src/components/tableStyles.ts).
export { inputClass, linkClass, tableClass, thClass, tdClass, labelClass } from '../../../../components/tableStyles';
