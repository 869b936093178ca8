import { describe, expect, it } from 'vitest';
import type { Axiom } from './axioms';
import { axiomKey } from './axiomKey';

describe('axiomKey', () => {
  it('is the same whatever the order of object keys, and differs for different axioms', () => {
    const a = JSON.parse('{"t":"SubClassOf","sub":{"t":"Class","iri":"urn:a"},"sup":{"t":"Class","iri":"urn:b"}}') as Axiom;
    const b = JSON.parse('{"sup":{"iri":"urn:b","t":"Class"},"sub":{"iri":"urn:a","t":"Class"},"t":"SubClassOf"}') as Axiom;
    const c = JSON.parse('{"t":"SubClassOf","sub":{"t":"Class","iri":"urn:b"},"sup":{"t":"Class","iri":"urn:a"}}') as Axiom;
    expect(axiomKey(a)).toBe(axiomKey(b));
    expect(axiomKey(a)).not.toBe(axiomKey(c));
  });
});
