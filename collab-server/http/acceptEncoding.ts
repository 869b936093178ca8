/** The encodings the server has copies in, best first: Brotli is smaller than gzip for the same text. */
export const PRECOMPRESSED = ['br', 'gzip'] as const;
export type ContentEncoding = (typeof PRECOMPRESSED)[number] | 'identity';

/**
 * Which encoding to send for an Accept-Encoding header (RFC 9110 §12.5.3): the accepted one the
 * client weighs highest, Brotli before gzip when they weigh the same (browsers send no weights),
 * else the file as it is. A q-value of 0 refuses an encoding; `*` stands for any not named.
 */
export function chooseEncoding(header: string | undefined): ContentEncoding {
  if (!header) return 'identity';
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(token, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string): number => weights.get(name) ?? weights.get('*') ?? 0;
  let best: ContentEncoding = 'identity';
  let bestWeight = 0;
  for (const name of PRECOMPRESSED) {
    if (weightOf(name) > bestWeight) {
      best = name;
      bestWeight = weightOf(name);
    }
  }
  return best;
}
