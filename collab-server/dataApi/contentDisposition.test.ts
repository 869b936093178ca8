import { describe, expect, it } from 'vitest';
import { contentDisposition } from './contentDisposition';

describe('contentDisposition', () => {
  it.each([
    ['a.png', 'image/png', `inline; filename="a.png"; filename*=UTF-8''a.png`],
    ['doc.pdf', 'APPLICATION/PDF', `inline; filename="doc.pdf"; filename*=UTF-8''doc.pdf`],
    ['page.html', 'text/html', `attachment; filename="page.html"; filename*=UTF-8''page.html`],
    ['x.svg', 'image/svg+xml', `attachment; filename="x.svg"; filename*=UTF-8''x.svg`],
    ['Отчёт.txt', 'text/plain', `attachment; filename="_____.txt"; filename*=UTF-8''${encodeURIComponent('Отчёт.txt')}`],
    ['a"b\\c.txt', 'text/plain', `attachment; filename="a_b_c.txt"; filename*=UTF-8''${encodeURIComponent('a"b\\c.txt')}`],
  ])('%s (%s)', (name, mime, expected) => {
    expect(contentDisposition(name, mime)).toBe(expected);
  });
});
