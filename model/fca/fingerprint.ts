import type { FormalContextWire } from '../../realtime/protocol/fca';

/**
 * A short fingerprint of a context on the wire (cyrb53 over its JSON, both halves in hex): the
 * server keeps it with a run, and the browser compares it with the context it shows, so a result
 * computed for another state of the data is never shown as the current one. The same function on
 * both sides; not a cryptographic hash — it only tells states apart.
 */
export function contextFingerprint(context: FormalContextWire): string {
  const text = JSON.stringify([context.objects, context.attributes, context.incidence]);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h2 >>> 0).toString(16).padStart(8, '0') + (h1 >>> 0).toString(16).padStart(8, '0');
}
