import { fromXmlWithUnicodeIds } from '../../../../model/dmn/unicodeIds';
import type { DmnJs } from './dmnJsTypes';

type Reader = { fromXML: Parameters<typeof fromXmlWithUnicodeIds>[0]['fromXML'] };

/**
 * dmn-js reads XML through a moddle of its own, whose ASCII-only id check drops a decision, table or
 * rule with a Cyrillic id (legal in XML). Its reader is swapped for the engine's, which accepts such
 * ids and gives them back unchanged, so the editor opens what the server evaluates. dmn-js keeps the
 * moddle in a field of its manager (`_moddle`, made once in the constructor); without it nothing changes.
 */
export function readUnicodeIds(dmnJs: DmnJs): void {
  const moddle = (dmnJs as unknown as { _moddle?: Reader })._moddle;
  if (!moddle || typeof moddle.fromXML !== 'function') return;
  const read = moddle.fromXML.bind(moddle);
  moddle.fromXML = (xml, typeName) => fromXmlWithUnicodeIds({ fromXML: read }, xml, typeName);
}
