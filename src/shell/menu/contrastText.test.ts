import { describe, expect, it } from 'vitest';
import { contrastText } from './contrastText';

describe('contrastText', () => {
  it.each([
    ['#ffffff', '#000000'],
    ['#000000', '#ffffff'],
    ['#3f6d62', '#ffffff'], // the primary colour carries white text
    ['#ffff00', '#000000'],
    ['#0000ff', '#ffffff'],
    ['#ff0000', '#000000'], // luminance 0.21: black contrasts more (5.3 vs 4.0)
    ['#00ff00', '#000000'],
    ['#808080', '#000000'],
    ['#777777', '#000000'],
    ['#666666', '#ffffff'],
    ['#e3ece9', '#000000'],
    ['#FFA500', '#000000'],
    ['#fff', '#000000'],
    ['#00f', '#ffffff'],
    [' #123456 ', '#ffffff'],
    ['red', '#000000'],
    ['', '#000000'],
    ['#12345', '#000000'],
  ])('%j → %s', (colour, text) => {
    expect(contrastText(colour)).toBe(text);
  });
});
