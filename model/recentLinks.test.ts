import { describe, expect, it } from 'vitest';
import type { RecentLink } from '../realtime/protocol/shell/recentLinks';
import { applyVisit, orderRecentLinks, removeRecentLink, setPinned, trimRecentLinks, visibleRecentLinks } from './recentLinks';

const NOW = new Date('2025-06-01T12:00:00.000Z');
/** A link opened `minutesAgo` before NOW. */
const at = (link: string, minutesAgo: number, pinned = false): RecentLink => ({
  link,
  objectName: link.slice(1),
  businessEntity: '',
  icon: '',
  dt: new Date(NOW.getTime() - minutesAgo * 60_000).toISOString(),
  pinned,
});
/** n links /u1…/un, /u1 the newest. */
const unpinned = (n: number, prefix = 'u'): RecentLink[] => Array.from({ length: n }, (_, i) => at(`/${prefix}${i + 1}`, i + 1));
const pinnedLinks = (n: number): RecentLink[] => Array.from({ length: n }, (_, i) => at(`/p${i + 1}`, 100 + i, true));
const links = (list: RecentLink[]): string[] => list.map((l) => l.link);

describe('orderRecentLinks', () => {
  const cases: Array<[string, RecentLink[], string[]]> = [
    ['empty', [], []],
    ['newest first', [at('/a', 5), at('/b', 1), at('/c', 3)], ['/b', '/c', '/a']],
    ['pinned before newer unpinned', [at('/a', 1), at('/b', 50, true), at('/c', 2)], ['/b', '/a', '/c']],
    ['pinned among themselves newest first', [at('/a', 9, true), at('/b', 2, true)], ['/b', '/a']],
    ['equal times by link', [at('/b', 1), at('/a', 1)], ['/a', '/b']],
  ];
  it.each(cases)('%s', (_name, list, expected) => {
    expect(links(orderRecentLinks(list))).toEqual(expected);
  });
});

describe('applyVisit', () => {
  const visit = (link: string) => ({ link, objectName: `Объект ${link}`, businessEntity: 'class', icon: 'mdi-file' });
  const cases: Array<[string, RecentLink[], string, string[]]> = [
    ['first visit', [], '/new', ['/new']],
    ['new link on top of unpinned', unpinned(3), '/new', ['/new', '/u1', '/u2', '/u3']],
    ['new link below pinned', [...pinnedLinks(2), ...unpinned(2)], '/new', ['/p1', '/p2', '/new', '/u1', '/u2']],
    ['revisit moves it up, no duplicate', unpinned(3), '/u3', ['/u3', '/u1', '/u2']],
    ['full list: the oldest unpinned goes', unpinned(15), '/new', ['/new', ...links(unpinned(14))]],
    ['full list with pinned: pinned stay, oldest unpinned goes', [...pinnedLinks(5), ...unpinned(10)], '/new', [...links(pinnedLinks(5)), '/new', ...links(unpinned(9))]],
    ['all 15 pinned: the visit is kept, the oldest pinned goes', pinnedLinks(15), '/new', [...links(pinnedLinks(14)), '/new']],
    ['revisit in a full list drops nothing', unpinned(15), '/u15', ['/u15', ...links(unpinned(14))]],
    ['over-long stored list is cut to 15', unpinned(20), '/new', ['/new', ...links(unpinned(14))]],
  ];
  it.each(cases)('%s', (_name, list, link, expected) => {
    const next = applyVisit(list, visit(link), NOW);
    expect(links(next)).toEqual(expected);
    expect(next.length).toBeLessThanOrEqual(15);
  });

  it('refreshes name and time and keeps the pin of a revisited link', () => {
    const [p] = applyVisit([at('/a', 30, true), at('/b', 1)], visit('/a'), NOW);
    expect(p).toEqual({ link: '/a', objectName: 'Объект /a', businessEntity: 'class', icon: 'mdi-file', dt: NOW.toISOString(), pinned: true });
  });

  it('does not change the list it is given', () => {
    const list = unpinned(15);
    const copy = structuredClone(list);
    applyVisit(list, visit('/new'), NOW);
    expect(list).toEqual(copy);
  });
});

describe('trimRecentLinks', () => {
  it('keeps the named link even when it would sort last', () => {
    const stale = at('/stale', 1000);
    expect(links(trimRecentLinks([...unpinned(15), stale], '/stale', 15))).toEqual([...links(unpinned(14)), '/stale']);
  });
  it('honours a smaller maximum', () => {
    expect(links(trimRecentLinks([...pinnedLinks(2), ...unpinned(3)], '/none', 3))).toEqual(['/p1', '/p2', '/u1']);
  });
});

describe('setPinned and removeRecentLink', () => {
  const list = [at('/a', 1), at('/b', 2), at('/c', 3, true)];
  const cases: Array<[string, () => RecentLink[] | null, string[] | null]> = [
    ['pinning moves it to the pinned group', () => setPinned(list, '/b', true), ['/b', '/c', '/a']],
    ['unpinning moves it back by time', () => setPinned(list, '/c', false), ['/a', '/b', '/c']],
    ['pinning a pinned link changes nothing', () => setPinned(list, '/c', true), ['/c', '/a', '/b']],
    ['pinning an unknown link', () => setPinned(list, '/x', true), null],
    ['removing a link', () => removeRecentLink(list, '/a'), ['/c', '/b']],
    ['removing an unknown link', () => removeRecentLink(list, '/x'), null],
  ];
  it.each(cases)('%s', (_name, run, expected) => {
    const result = run();
    expect(result === null ? null : links(result)).toEqual(expected);
  });
});

describe('visits in the same millisecond', () => {
  it('keep the order they came in', () => {
    const now = new Date('2026-11-23T10:00:00.000Z');
    const first = applyVisit([], { link: '/docs/view/2', objectName: 'b', businessEntity: '', icon: '' }, now);
    const second = applyVisit(first, { link: '/docs/view/1', objectName: 'a', businessEntity: '', icon: '' }, now);
    expect(second.map((l) => l.link)).toEqual(['/docs/view/1', '/docs/view/2']);
    expect(Date.parse(second[0]!.dt)).toBeGreaterThan(Date.parse(second[1]!.dt));
  });
});

describe('one entry per object', () => {
  const CLASS = '11111111-2222-4333-8444-555555555555';
  const DOC = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
  const visit = (link: string) => ({ link, objectName: link, businessEntity: '', icon: '' });
  const cases: Array<[string, RecentLink[], string, string[]]> = [
    ['a class from its card, then from the map', [at(`/class_list/${CLASS}`, 5)], `/ontomap/${CLASS}`, [`/ontomap/${CLASS}`]],
    ['a document read, then edited', [at(`/structuredDocuments/view/${DOC}`, 5), at('/docs', 6)], `/structuredDocuments/edit/${DOC}`, [`/structuredDocuments/edit/${DOC}`, '/docs']],
    ['the same page with another view in the query', [at('/class_tree', 5)], '/class_tree?expand=1', ['/class_tree?expand=1']],
    ['an id in another case', [at(`/class_list/${CLASS}`, 5)], `/class_list/${CLASS.toUpperCase()}`, [`/class_list/${CLASS.toUpperCase()}`]],
    ['a trailing slash', [at('/docs', 5), at('/dashboard', 6)], '/docs/', ['/docs/', '/dashboard']],
    ['a different instance of the same class is another entry', [at(`/examp_list/${CLASS}?inst=${DOC}`, 5)], `/examp_list/${CLASS}`, [`/examp_list/${CLASS}`, `/examp_list/${CLASS}?inst=${DOC}`]],
    ['a different flow is another entry', [at('/edu/flow?flow_id=1&course_id=2', 5)], '/edu/flow?flow_id=3&course_id=2', ['/edu/flow?flow_id=3&course_id=2', '/edu/flow?flow_id=1&course_id=2']],
  ];
  it.each(cases)('%s', (_name, list, link, expected) => {
    expect(links(applyVisit(list, visit(link), NOW))).toEqual(expected);
  });

  it('keeps the pin of the object, whichever link pinned it', () => {
    const [entry] = applyVisit([at(`/class_list/${CLASS}`, 30, true)], visit(`/examp_list/${CLASS}`), NOW);
    expect(entry).toMatchObject({ link: `/examp_list/${CLASS}`, pinned: true });
  });

  it('pins and removes an entry through any link to its object', () => {
    const list = [at(`/docs/view/${DOC}`, 1), at('/docs', 2)];
    expect(setPinned(list, `/docs/edit/${DOC}`, true)?.[0]).toMatchObject({ link: `/docs/view/${DOC}`, pinned: true });
    expect(links(removeRecentLink(list, `/doc/${DOC}`) ?? [])).toEqual(['/docs']);
  });

  it('a stored list with duplicates shows the pinned one, else the newest', () => {
    const stored = [at(`/class_list/${CLASS}`, 1), at(`/ontomap/${CLASS}`, 5, true), at(`/props_list/${DOC}`, 2), at(`/scalar_list/${DOC}`, 3)];
    expect(links(orderRecentLinks(stored))).toEqual([`/ontomap/${CLASS}`, `/props_list/${DOC}`]);
  });
});

describe('visibleRecentLinks', () => {
  const cases: Array<[string, RecentLink[], (l: RecentLink) => boolean, number, string[]]> = [
    ['all available', unpinned(3), () => true, 15, ['/u1', '/u2', '/u3']],
    ['an unavailable link is left out, the order kept', [...pinnedLinks(1), ...unpinned(3)], (l) => l.link !== '/u2', 15, ['/p1', '/u1', '/u3']],
    ['at most the maximum of the available ones', unpinned(20), (l) => l.link !== '/u1', 15, links(unpinned(16)).slice(1)],
    ['nothing available', unpinned(2), () => false, 15, []],
  ];
  it.each(cases)('%s', (_name, list, available, max, expected) => {
    expect(links(visibleRecentLinks(list, available, max))).toEqual(expected);
  });
});
