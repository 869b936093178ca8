/** A small XML element tree reader for the TCK test files (elements, attributes, text; namespace prefixes dropped). */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
function decode(s: string): string {
  return s.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (m, e: string) =>
    e.startsWith('#x') ? String.fromCodePoint(parseInt(e.slice(2), 16)) : e.startsWith('#') ? String.fromCodePoint(Number(e.slice(1))) : (ENTITIES[e] ?? m),
  );
}
const local = (n: string): string => n.slice(n.indexOf(':') + 1);

export function parseXml(xml: string): XmlElement {
  const root: XmlElement = { name: '#document', attrs: {}, children: [], text: '' };
  const stack: XmlElement[] = [root];
  const re = /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!\[CDATA\[([\s\S]*?)\]\]>|<!DOCTYPE[^>]*>|<\/([^\s>]+)\s*>|<([^\s/>]+)((?:\s+[^\s=]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)/g;
  for (let m = re.exec(xml); m !== null; m = re.exec(xml)) {
    const top = stack[stack.length - 1] as XmlElement;
    if (m[1] !== undefined) top.text += m[1];
    else if (m[2] !== undefined) stack.pop();
    else if (m[3] !== undefined) {
      const attrs: Record<string, string> = {};
      for (const a of (m[4] ?? '').matchAll(/([^\s=]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
        const key = a[1] as string;
        attrs[key.startsWith('xmlns') ? key : local(key)] = decode(a[3] ?? a[4] ?? '');
      }
      const e: XmlElement = { name: local(m[3]), attrs, children: [], text: '' };
      top.children.push(e);
      if (m[5] !== '/') stack.push(e);
    } else if (m[6] !== undefined) top.text += decode(m[6]);
  }
  return root;
}

export const childrenNamed = (e: XmlElement, name: string): XmlElement[] => e.children.filter((c) => c.name === name);
export const childNamed = (e: XmlElement, name: string): XmlElement | undefined => e.children.find((c) => c.name === name);
