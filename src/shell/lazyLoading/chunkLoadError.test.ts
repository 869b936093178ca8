import { describe, expect, it } from 'vitest';
import { ChunkLoadTimeoutError, chunkNameOf, isChunkLoadError } from './chunkLoadError';

describe('isChunkLoadError / chunkNameOf', () => {
  it.each([
    ['Chromium', new TypeError('Failed to fetch dynamically imported module: http://localhost:8080/assets/HomePage-3f2a.js'), true, 'HomePage-3f2a.js'],
    ['Firefox', new TypeError('error loading dynamically imported module: http://x/app/assets/Admin-1.js?v=2'), true, 'Admin-1.js'],
    ['Safari', new TypeError('Importing a module script failed.'), true, ''],
    ['Vite CSS preload', new Error('Unable to preload CSS for /assets/HomePage-9c.css'), true, 'HomePage-9c.css'],
    ['timeout', new ChunkLoadTimeoutError('Dashboard'), true, 'Dashboard'],
    ['a plain string', 'Failed to fetch dynamically imported module: /assets/a.js', true, 'a.js'],
    ['an ordinary error', new Error('Cannot read properties of undefined'), false, ''],
    ['a network error of fetch', new TypeError('Failed to fetch'), false, ''],
  ])('%s', (_name, error, isChunk, name) => {
    expect(isChunkLoadError(error)).toBe(isChunk);
    expect(chunkNameOf(error)).toBe(name);
  });
});
