import { describe, expect, it } from 'vitest';
import { decodeCsvBytes } from './textDecoding';

// "Имя;Город" in Windows-1251
const CP1251 = Uint8Array.from([0xc8, 0xec, 0xff, 0x3b, 0xc3, 0xee, 0xf0, 0xee, 0xe4]);

describe('decodeCsvBytes', () => {
  it('reads UTF-8 without a byte-order mark', () => {
    expect(decodeCsvBytes(new TextEncoder().encode('Имя;Город'))).toEqual({ text: 'Имя;Город', encoding: 'utf-8' });
  });
  it('drops the UTF-8 byte-order mark', () => {
    const bytes = Uint8Array.from([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('Имя')]);
    expect(decodeCsvBytes(bytes)).toEqual({ text: 'Имя', encoding: 'utf-8' });
  });
  it('falls back to Windows-1251 when the bytes are not UTF-8', () => {
    expect(decodeCsvBytes(CP1251)).toEqual({ text: 'Имя;Город', encoding: 'windows-1251' });
  });
  it('reads plain ASCII as UTF-8', () => {
    expect(decodeCsvBytes(new TextEncoder().encode('a,b')).encoding).toBe('utf-8');
  });
});
