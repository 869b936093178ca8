import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminToken, openAs, openInOwnTab, screenshot } from './shellTestKit';

// The issue's flow: an equivalent-class definition written on one side makes the inferred tree move
// on the other, live. One browser context edits TailedThing's logical definition; a second one has
// the class tree open with its inferred hierarchy next to the asserted one, and sees Cat appear
// under TailedThing marked «выведено», with the explanation in Manchester syntax.

const R = 'http://example.org/reasoner-e2e#';
const TTL = `
@prefix : <${R}> .
@prefix owl: <http://www.w3.org/2002/07/owl#> .
@prefix rdfs: <http://www.w3.org/2000/01/rdf-schema#> .
<http://example.org/reasoner-e2e> a owl:Ontology .
:hasPart a owl:ObjectProperty .
:Animal a owl:Class .
:Mammal a owl:Class ; rdfs:subClassOf :Animal .
:Tail a owl:Class .
:TailedThing a owl:Class .
:Cat a owl:Class ; rdfs:subClassOf :Mammal .
:Plant a owl:Class .
:Chimera a owl:Class ; rdfs:subClassOf :Plant , :Animal .
:Pet a owl:Class .
`;

/** Cat has a tail, Plant and Animal are disjoint, Pet is a union: written through the class card's API. */
const DEFINITIONS: Array<[cls: string, section: string, text: string]> = [
  ['Cat', 'subClassOf', 'hasPart some Tail'],
  ['Plant', 'disjointWith', 'Animal'],
  ['Pet', 'subClassOf', 'Cat or Tail'],
];

async function importTurtle(request: APIRequestContext, token: string, name: string): Promise<string> {
  const started = await request.post('/api/ontology/import', {
    headers: { authorization: token },
    multipart: { file: { name, mimeType: 'text/turtle', buffer: Buffer.from(TTL) }, format: 'turtle' },
  });
  expect(started.status(), await started.text()).toBe(200);
  const { importId, mapId } = (await started.json()) as { importId: string; mapId: string };
  await expect
    .poll(async () => ((await (await request.get(`/api/ontology/import/${importId}`, { headers: { authorization: token } })).json()) as { status: string }).status, { timeout: 30_000 })
    .toBe('completed');
  return mapId;
}

/** A class's id, from the reasoner's answer (the first look starts the map's reasoner: wait for its taxonomy). */
async function classIdOf(request: APIRequestContext, token: string, iri: string): Promise<string> {
  let id: string | null | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/reasoner/maps/${mapIdOf.current}?lang=ru`, { headers: { authorization: token } });
        const answer = (await res.json()) as { taxonomy: Array<{ cls: { iri: string; id: string | null } }> };
        id = answer.taxonomy.find((n) => n.cls.iri === iri)?.cls.id;
        return id ?? null;
      },
      { timeout: 30_000 },
    )
    .not.toBeNull();
  return id as string;
}
const mapIdOf = { current: '' };

test('an equivalent-class definition moves the inferred tree live in a second browser', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const mapId = await importTurtle(request, token, `reasoner-e2e-${Date.now().toString(36)}.ttl`);
  mapIdOf.current = mapId;
  for (const [cls, section, text] of DEFINITIONS) {
    const res = await request.post(`/api/ontology/classes/${await classIdOf(request, token, `${R}${cls}`)}/definition`, { headers: { authorization: token }, data: { section, text, lang: 'en' } });
    expect(res.status(), await res.text()).toBe(200);
  }

  // the watcher: the class tree with the inferred hierarchy of the new map beside the asserted one
  const watcher = await openInOwnTab(browser, token, '/class_tree');
  const panel = watcher.getByTestId('reasoner-panel');
  await panel.getByTestId('reasoner-map').selectOption(mapId);
  await expect(panel.getByTestId('reasoner-status')).toHaveAttribute('data-state', 'done', { timeout: 30_000 });
  const catUnder = (parent: string) => panel.locator(`[data-testid="inferred-node"][data-name="Cat"][data-parent="${parent}"]`);
  await expect(catUnder('Mammal')).toBeVisible();
  await expect(catUnder('TailedThing')).toHaveCount(0);
  // bad input shown, not hidden: Chimera is unsatisfiable, the union is outside OWL 2 EL/RL
  await expect(panel.getByTestId('reasoner-unsatisfiable')).toContainText('Chimera');
  await panel.getByTestId('reasoner-unused').locator('summary').click();
  await expect(panel.getByTestId('reasoner-unused')).toContainText('объединение классов');
  await screenshot(watcher, 'reasoner-before', true);

  // the editor: TailedThing's logical definition on its class card
  const tailed = await classIdOf(request, token, `${R}TailedThing`);
  await openAs(page, token, `/class_list/${tailed}`);
  const definition = page.getByTestId('axiom-definition');
  await expect(definition).toBeVisible();
  await definition.getByTestId('axiom-add-equivalentTo').click();
  // a finished name (the trailing space) leaves no completion open: Enter saves
  const input = definition.getByTestId('axiom-section-equivalentTo').getByTestId('axiom-input');
  await input.fill('hasPart some Tail ');
  await expect(page.getByTestId('axiom-suggestions')).toHaveCount(0);
  await input.press('Enter');
  await expect(definition.getByTestId('axiom-text')).toContainText(['hasPart some Tail']);
  await screenshot(page, 'reasoner-class-card');

  // the watcher's inferred tree moves by itself: Cat is now also under TailedThing, marked inferred
  const moved = catUnder('TailedThing');
  await expect(moved).toBeVisible({ timeout: 10_000 });
  await expect(moved).toHaveAttribute('data-inferred', 'true');
  await expect(moved.getByTestId('inferred-badge').first()).toHaveText('выведено');
  await screenshot(watcher, 'reasoner-after', true);
  await moved.getByTestId('inferred-badge').first().click();
  const explanation = watcher.getByTestId('reasoner-explanation');
  await expect(explanation).toContainText('«Cat» — подкласс «TailedThing», потому что:');
  await expect(explanation.getByTestId('reasoner-axioms')).toContainText('TailedThing EquivalentTo hasPart some Tail');
  await screenshot(watcher, 'reasoner-explanation');
  await watcher.getByRole('button', { name: 'Закрыть' }).click();

  // the hierarchy page of Cat lists its inferred parent beside the asserted paths
  await watcher.goto(`/class-hierarchy/${await classIdOf(request, token, `${R}Cat`)}`);
  const inferences = watcher.getByTestId('class-inferences');
  await inferences.getByTestId('reasoner-map').selectOption(mapId);
  await expect(inferences.getByTestId('class-inferred-parents')).toContainText('TailedThing');
  await screenshot(watcher, 'reasoner-class-hierarchy');
  await watcher.context().close();
});
