// the rules live in the pure model: the fact keys of stored axioms (model/owl/factKeys.ts) use them too
export { languageOf, type LangText } from '../../../model/owl/storedValues';
