/** Text of an uploaded CSV and the encoding it was read in. */
export type DecodedText = { text: string; encoding: 'utf-8' | 'windows-1251' };

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * Reads CSV bytes as UTF-8 (with or without a byte-order mark) when they are valid UTF-8, else as
 * Windows-1251: Excel on Russian Windows saves "CSV" in that code page, and a Cyrillic 1251 text
 * is practically never valid UTF-8, so the fatal decoder tells the two apart.
 */
export function decodeCsvBytes(bytes: Uint8Array): DecodedText {
  const bom = UTF8_BOM.every((b, i) => bytes[i] === b);
  const body = bom ? bytes.subarray(3) : bytes;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1251').decode(body), encoding: 'windows-1251' };
  }
}
