import { describe, expect, it } from 'vitest';
import { isMacPlatform, quickLaunchShortcut, type ShortcutKeys } from './quickLaunchShortcut';

const keys = (over: Partial<ShortcutKeys>): ShortcutKeys => ({ key: 'o', code: 'KeyO', ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...over });

describe('quickLaunchShortcut', () => {
  it.each([
    ['Ctrl+O', keys({ ctrlKey: true }), false, 'sameTab'],
    ['Shift+Ctrl+O', keys({ ctrlKey: true, shiftKey: true, key: 'O' }), false, 'newTab'],
    ['Ctrl+O on a Russian layout', keys({ ctrlKey: true, key: 'щ' }), false, 'sameTab'],
    ['Ctrl+O on macOS', keys({ ctrlKey: true }), true, 'sameTab'],
    ['Cmd+O on macOS', keys({ metaKey: true }), true, 'sameTab'],
    ['Shift+Cmd+O on macOS', keys({ metaKey: true, shiftKey: true }), true, 'newTab'],
    ['Win+O elsewhere', keys({ metaKey: true }), false, null],
    ['plain O', keys({}), false, null],
    ['Ctrl+Alt+O', keys({ ctrlKey: true, altKey: true }), false, null],
    ['Ctrl+P', keys({ ctrlKey: true, key: 'p', code: 'KeyP' }), false, null],
  ] as const)('%s', (_name, event, mac, expected) => {
    expect(quickLaunchShortcut(event, mac)).toBe(expected);
  });
});

describe('isMacPlatform', () => {
  it.each([
    [{ platform: 'MacIntel', userAgent: '' }, true],
    [{ platform: '', userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)' }, true],
    [{ platform: 'Win32', userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)' }, false],
    [{ platform: 'Linux x86_64', userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' }, false],
  ])('%j → %s', (nav, expected) => {
    expect(isMacPlatform(nav)).toBe(expected);
  });
});
