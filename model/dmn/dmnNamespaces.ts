import { DmnError } from './dmnError';

/** MODEL and DMNDI namespaces by DMN version; dmn-moddle reads 1.3, so 1.4 and 1.5 are rewritten to it. */
export const DMN_NAMESPACES = {
  '1.3': { model: 'https://www.omg.org/spec/DMN/20191111/MODEL/', dmndi: 'https://www.omg.org/spec/DMN/20191111/DMNDI/', feel: 'https://www.omg.org/spec/DMN/20191111/FEEL/' },
  '1.4': { model: 'https://www.omg.org/spec/DMN/20211108/MODEL/', dmndi: 'https://www.omg.org/spec/DMN/20211108/DMNDI/', feel: 'https://www.omg.org/spec/DMN/20211108/FEEL/' },
  '1.5': { model: 'https://www.omg.org/spec/DMN/20230324/MODEL/', dmndi: 'https://www.omg.org/spec/DMN/20230324/DMNDI/', feel: 'https://www.omg.org/spec/DMN/20230324/FEEL/' },
} as const;
export type DmnXmlVersion = keyof typeof DMN_NAMESPACES;

/** The DMN version of an XML text by its MODEL namespace; a DMN file of another version or no DMN → DmnError. */
export function dmnVersionOf(xml: string): DmnXmlVersion {
  if (!/<([\w.-]+:)?definitions[\s>]/.test(xml)) throw new DmnError('Файл не является моделью DMN');
  for (const v of ['1.5', '1.4', '1.3'] as const) if (xml.includes(DMN_NAMESPACES[v].model)) return v;
  if (/omg\.org\/spec\/DMN\/(20151101|20180521)\//.test(xml)) throw new DmnError('Версия DMN не поддерживается: загрузите модель DMN 1.3, 1.4 или 1.5');
  throw new DmnError('Файл не является моделью DMN');
}

/** Rewrites the MODEL and DMNDI namespaces of one version to another's (the rest of the text as is). */
export function rewriteNamespaces(xml: string, from: DmnXmlVersion, to: DmnXmlVersion): string {
  if (from === to) return xml;
  return xml
    .replaceAll(DMN_NAMESPACES[from].model, DMN_NAMESPACES[to].model)
    .replaceAll(DMN_NAMESPACES[from].dmndi, DMN_NAMESPACES[to].dmndi)
    .replaceAll(DMN_NAMESPACES[from].feel, DMN_NAMESPACES[to].feel);
}

