import { describe, expect, it } from 'vitest';
import { relayBaseUrl } from './relayUrl';

describe('relayBaseUrl', () => {
  it.each([
    [{ protocol: 'http:', host: 'localhost:8080' }, '/', 'ws://localhost:8080/collab'],
    [{ protocol: 'https:', host: 'onto.example.org' }, '/ontoweave/', 'wss://onto.example.org/ontoweave/collab'],
    [{ protocol: 'https:', host: 'onto.example.org' }, '/ontoweave', 'wss://onto.example.org/ontoweave/collab'],
  ])('%o under %s', (location, base, expected) => {
    expect(relayBaseUrl(location, base)).toBe(expected);
  });
});
