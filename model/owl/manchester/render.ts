/**
 * Manchester syntax for people: class expressions on the class card, axioms one per line in
 * explanations. See renderExpr.ts for the expression rules and renderAxiom.ts for axioms.
 */
export { renderClassExpr, renderDataRange, renderLiteral, renderName, renderProperty, isRestriction, type NameOf } from './renderExpr';
export { renderAxiom } from './renderAxiom';
