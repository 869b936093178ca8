import { describe, expect, it } from 'vitest';
import { pluginFileParamsSchema } from './plugins';

describe('pluginFileParamsSchema', () => {
  it.each([
    ['example', 'index.js'],
    ['example', 'lib/part.mjs'],
    ['my-plugin_2', 'icons/Logo.PNG'],
    ['@scope', 'a.b-c_d@2.js'],
  ])('takes %s/%s', (plugin, rest) => {
    expect(pluginFileParamsSchema.parse({ plugin, '*': rest })).toEqual({ plugin, '*': rest });
  });

  it.each([
    ['example', '../secret.js', /outside the plugin folder/],
    ['example', 'lib/../../secret.js', /outside the plugin folder/],
    ['example', './index.js', /outside the plugin folder/],
    ['example', 'a\\..\\b.js', /outside the plugin folder/],
    ['example', 'index.js\0.png', /outside the plugin folder/],
    ['example', '/etc/passwd.js', /each part of the path/],
    ['example', 'lib//index.js', /each part of the path/],
    ['example', '.hidden.js', /each part of the path/],
    ['example', 'c:/x.js', /each part of the path/],
    ['example', '', /each part of the path/],
    ['..', 'index.js', /letters, digits/],
    ['.git', 'config.json', /letters, digits/],
    ['p'.repeat(101), 'index.js', /100/],
  ])('refuses %s/%s', (plugin, rest, message) => {
    const result = pluginFileParamsSchema.safeParse({ plugin, '*': rest });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message).join('; ')).toMatch(message);
  });

  it('refuses other parameters', () => {
    expect(pluginFileParamsSchema.safeParse({ plugin: 'example', '*': 'index.js', extra: 'x' }).success).toBe(false);
  });
});
