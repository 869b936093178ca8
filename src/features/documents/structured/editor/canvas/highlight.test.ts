import { describe, expect, it } from 'vitest';
import { highlightColor, highlightTint } from './highlight';

describe('highlight colour', () => {
  it.each<[string, Record<string, unknown>, string | null]>([
    ['none', {}, null],
    ['a hex colour', { highlight: { color: '#facc15' } }, '#facc15'],
    ['a short hex', { highlight: { color: '#fff' } }, '#fff'],
    ['a colour name', { highlight: { color: 'yellow' } }, 'yellow'],
    ['no CSS injection', { highlight: { color: 'red;background:url(x)' } }, null],
    ['not an object', { highlight: 'yellow' }, null],
    ['null', { highlight: null }, null],
  ])('%s', (_title, settings, expected) => {
    expect(highlightColor(settings)).toBe(expected);
  });

  it('tints the colour', () => {
    expect(highlightTint('#facc15')).toBe('color-mix(in srgb, #facc15 20%, transparent)');
  });
});
