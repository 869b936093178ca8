import { describe, expect, it } from 'vitest';
import { routeTable } from '../../routes/routeTable';
import { pageGroups, pageOf } from './pageTable';

describe('the page table', () => {
  it('draws only routes of the route table', () => {
    const names = new Set(routeTable.map((r) => r.name));
    for (const group of pageGroups) for (const name of Object.keys(group.pages)) expect(names, `${group.source}: ${name}`).toContain(name);
  });

  it('gives each route name one page, from one source', () => {
    const all = pageGroups.flatMap((group) => Object.keys(group.pages));
    expect(new Set(all).size).toBe(all.length);
  });

  it('has no page for a section not yet built, and none for inherited names', () => {
    expect(pageOf('diagrams')).toBeUndefined();
    expect(pageOf('toString')).toBeUndefined();
    expect(pageOf('class_list')).toBeTypeOf('function');
  });

  it('draws every built section: the features and the shell declare 67 pages', () => {
    expect(Object.keys(Object.assign({}, ...pageGroups.map((group) => group.pages))).length).toBe(67);
    for (const name of ['login', 'oidc_callback', 'home', 'dmn', 'structuredDocuments_edit', 'settings_users', 'access_denied']) expect(pageOf(name), name).toBeTypeOf('function');
  });
});
