export { owlRulesArea } from './owlRulesArea';
