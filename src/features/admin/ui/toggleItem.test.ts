import { describe, expect, it } from 'vitest';
import { toggleItem } from './toggleItem';

describe('toggleItem', () => {
  it('adds at the end', () => expect(toggleItem(['name'], 'author')).toEqual(['name', 'author']));
  it('removes when present', () => expect(toggleItem(['name', 'class', 'author'], 'class')).toEqual(['name', 'author']));
  it('checked: added once', () => {
    expect(toggleItem(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(toggleItem(['a', 'b'], 'b', true)).toEqual(['a', 'b']);
  });
  it('unchecked: taken out, or nothing to take', () => {
    expect(toggleItem(['a', 'b'], 'a', false)).toEqual(['b']);
    expect(toggleItem(['a'], 'b', false)).toEqual(['a']);
  });
  it('leaves the list given alone', () => {
    const list = ['a'];
    toggleItem(list, 'b');
    toggleItem(list, 'a');
    expect(list).toEqual(['a']);
  });
});
