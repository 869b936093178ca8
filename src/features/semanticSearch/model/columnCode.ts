import { CODE_RE } from '../../../../realtime/protocol/semanticSearch';

// codes are what formulas refer to as [code]: Latin letters, digits and underscores, so a
// property named in Russian gets its name spelt in Latin letters (площадь → ploshchad)
const LATIN: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r',
  с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
};

/** A code from a name: spelt in Latin letters, words joined by underscores, at most 40 characters. */
export function codeFromName(name: string): string {
  const latin = [...name.toLowerCase()].map((ch) => LATIN[ch] ?? ch).join('');
  const code = latin.replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '').slice(0, 40);
  return code && CODE_RE.test(code) ? (/^[0-9]/.test(code) ? `c_${code}` : code) : 'col';
}

/** A code not yet taken: the name's code, else it with _2, _3, … */
export function uniqueCode(name: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  const base = codeFromName(name);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}_${n}`)) return `${base}_${n}`;
}
