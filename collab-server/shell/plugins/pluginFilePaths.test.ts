import { describe, expect, it } from 'vitest';
import { pluginFileContentType, pluginModuleUrl } from './pluginFilePaths';

describe('pluginFileContentType', () => {
  it.each([
    ['index.js', 'text/javascript; charset=utf-8'],
    ['lib/part.mjs', 'text/javascript; charset=utf-8'],
    ['style.css', 'text/css; charset=utf-8'],
    ['i18n/ru.json', 'application/json; charset=utf-8'],
    // only the folder's own plugin.json is held back
    ['lib/plugin.json', 'application/json; charset=utf-8'],
    ['icons/logo.svg', 'image/svg+xml'],
    ['Logo.PNG', 'image/png'],
  ])('serves %s as %s', (rest, contentType) => {
    expect(pluginFileContentType(rest)).toBe(contentType);
  });

  it.each(['plugin.json', 'Plugin.JSON', 'index.ts', 'server.sh', 'noextension'])('does not serve %s', (rest) => {
    expect(pluginFileContentType(rest)).toBeNull();
  });
});

describe('pluginModuleUrl', () => {
  it.each([
    ['index.js', 'app/plugin-modules/example/index.js'],
    ['./index.js', 'app/plugin-modules/example/index.js'],
    ['dist/main.mjs', 'app/plugin-modules/example/dist/main.mjs'],
    ['https://cdn.example.org/p.js', 'https://cdn.example.org/p.js'],
    ['/static/p.js', '/static/p.js'],
    ['../other/index.js', null],
    ['.', null],
  ])('%s → %s', (module, url) => {
    expect(pluginModuleUrl('example', module)).toBe(url);
  });
});
