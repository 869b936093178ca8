import type { HitPolicy } from '../../realtime/protocol/dmn';
import { dmnVersionOf, DMN_NAMESPACES, rewriteNamespaces } from './dmnNamespaces';

/**
 * DMN XML between versions 1.3 and 1.5 (1.4 is read as well): the MODEL, DMNDI and FEEL namespaces are
 * the only differences the editor's elements touch, so the text is rewritten, nothing else. A foreign or
 * older file → DmnError.
 */
export function convertDmnVersion(xml: string, to: '1.3' | '1.5'): string {
  return rewriteNamespaces(xml, dmnVersionOf(xml), to);
}

const escapeXml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function shortId(): string {
  return globalThis.crypto.randomUUID().replace(/-/g, '').slice(0, 7);
}

/**
 * A new model (DMN 1.5) with one decision holding a decision table: one string input (reading the
 * name «Вход», so it can be tested at once), one string output, no rules, and the DMNDI shape of
 * the decision so that dmn-js opens it on the diagram.
 */
export function newDecisionXml(o: { name: string; hitPolicy: HitPolicy }): string {
  const ns = DMN_NAMESPACES['1.5'];
  const id = shortId();
  const name = escapeXml(o.name);
  return `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="${ns.model}" xmlns:dmndi="${ns.dmndi}" xmlns:dc="http://www.omg.org/spec/DMN/20180521/DC/" id="Definitions_${id}" name="${name}" namespace="http://ontoweave/dmn/${id}">
  <decision id="Decision_${id}" name="${name}">
    <decisionTable id="DecisionTable_${id}" hitPolicy="${o.hitPolicy}">
      <input id="Input_${id}" label="Вход">
        <inputExpression id="InputExpression_${id}" typeRef="string">
          <text>Вход</text>
        </inputExpression>
      </input>
      <output id="Output_${id}" label="Результат" name="result" typeRef="string" />
    </decisionTable>
  </decision>
  <dmndi:DMNDI>
    <dmndi:DMNDiagram id="DMNDiagram_${id}">
      <dmndi:DMNShape id="DMNShape_${id}" dmnElementRef="Decision_${id}">
        <dc:Bounds height="80" width="180" x="160" y="100" />
      </dmndi:DMNShape>
    </dmndi:DMNDiagram>
  </dmndi:DMNDI>
</definitions>
`;
}
