import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, createUser, openAs, openInOwnTab, tokenFor } from './shellTestKit';

// The class card's logical definition (issue 16 item 2): one editor writes a Manchester
// expression with completion, a colleague on the same card sees it appear; a typo is pointed at;
// a change made while the colleague edits the same expression is shown to them as a conflict.

const META = {
  Class: '00000000-0000-4000-8000-000000000001',
  ObjectProperty: '00000000-0000-4000-8000-000000000002',
  OntologyMap: '00000000-0000-4000-8000-000000000006',
  iri: '00000000-0000-4000-8000-000000000140',
  inMap: '00000000-0000-4000-8000-000000000141',
};

const SHOTS = process.env.SHOTS_DIR ?? `${process.env.PLAYWRIGHT_OUTPUT_DIR ?? 'test-results'}`;
const shot = (page: Page, name: string) => page.getByTestId('axiom-definition').screenshot({ path: `${SHOTS}/${name}.png` });

async function setData(request: APIRequestContext, token: string, data: unknown[]): Promise<void> {
  const res = await request.post('/api/data', { headers: { authorization: token }, data: { act: 'set_data', payload: { data } } });
  expect(res.status(), await res.text()).toBe(200);
}

test('a definition written on the class card appears live for a colleague; errors are pointed at; a concurrent edit is a conflict', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const suffix = Date.now().toString(36);
  const [map, pizza, cheese, veg, hasTopping] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const names = { pizza: `Pizza${suffix}`, cheese: `Cheese${suffix}`, veg: `Veg${suffix}`, hasTopping: `hasTopping${suffix}` };
  await setData(request, token, [
    { op: 'new', class: META.OntologyMap, inst: map, name: `Пиццерия ${suffix}` },
    { op: 'upd', inst: map, prop: META.iri, val: `http://example.org/pizza-${suffix}` },
    { op: 'new', class: META.Class, inst: pizza, name: names.pizza },
    { op: 'new', class: META.Class, inst: cheese, name: names.cheese },
    { op: 'new', class: META.Class, inst: veg, name: names.veg },
    { op: 'new', class: META.ObjectProperty, inst: hasTopping, name: names.hasTopping },
    ...[pizza, cheese, veg, hasTopping].map((id) => ({ op: 'add', inst: id, prop: META.inMap, val: map })),
  ]);
  const colleague = await createUser(request, { roles: ['editor'] });
  const colleagueToken = await tokenFor(request, colleague.login, colleague.password);

  await openAs(page, token, `/class_list/${pizza}`);
  const other = await openInOwnTab(browser, colleagueToken, `/class_list/${pizza}`);
  const mine = page.getByTestId('axiom-section-subClassOf');
  const theirs = other.getByTestId('axiom-section-subClassOf');
  await expect(page.getByRole('heading', { name: 'Логическое определение' })).toBeVisible();
  await expect(theirs).toContainText('Нет выражений');

  // completion: the property, the keyword and the class are picked from the list with the keyboard
  await mine.getByTestId('axiom-add-subClassOf').click();
  const input = mine.getByTestId('axiom-input');
  await input.pressSequentially(names.hasTopping.slice(0, -1));
  await expect(page.getByTestId('axiom-suggestions')).toContainText(names.hasTopping);
  await input.press('Enter');
  await input.pressSequentially('so');
  await expect(page.getByTestId('axiom-suggestions').getByRole('option', { selected: true })).toHaveText(/^some/);
  await input.press('Tab');
  await input.pressSequentially(names.cheese.slice(0, -1));
  await expect(page.getByTestId('axiom-suggestions')).toContainText(names.cheese);
  await expect(page.getByTestId('axiom-suggestions')).not.toContainText(names.hasTopping);
  await shot(page, 'class-axioms-completion');
  await input.press('ArrowDown');
  await input.press('ArrowUp');
  await input.press('Enter');
  await expect(input).toHaveValue(`${names.hasTopping} some ${names.cheese} `);
  await input.press('Enter');
  await expect(mine.getByTestId('axiom-text')).toHaveText(`${names.hasTopping} some ${names.cheese}`);

  // the colleague's card shows it without a reload
  await expect(theirs.getByTestId('axiom-text')).toHaveText(`${names.hasTopping} some ${names.cheese}`, { timeout: 5000 });
  await other.screenshot({ path: `${SHOTS}/class-axioms-colleague.png`, fullPage: true });

  // a typo is pointed at: the unknown name is marked in the text and named in the message
  await page.getByTestId('axiom-add-equivalentTo').click();
  const equivalent = page.getByTestId('axiom-section-equivalentTo').getByTestId('axiom-input');
  const typo = `${names.pizza} and ${names.hasTopping} some Chese`;
  await equivalent.fill(typo);
  // nothing is called like that: no suggestions, and Enter saves
  await expect(page.getByTestId('axiom-suggestions')).toHaveCount(0);
  await equivalent.press('Enter');
  const error = page.getByTestId('axiom-error');
  await expect(error).toContainText(`Символ ${typo.indexOf('Chese') + 1}`);
  await expect(error).toContainText('неизвестное имя «Chese»');
  await expect(page.getByTestId('axiom-error-mark')).toHaveText('Chese');
  await shot(page, 'class-axioms-error');
  await page.getByTestId('axiom-section-equivalentTo').getByTestId('axiom-cancel').click();

  // the colleague edits the expression while it is changed here: their text is kept and ours shown beside it
  await theirs.getByTestId('axiom-edit').click();
  await theirs.getByTestId('axiom-input').fill(`${names.hasTopping} some (${names.cheese} or ${names.veg})`);
  await mine.getByTestId('axiom-edit').click();
  await mine.getByTestId('axiom-input').fill(`${names.hasTopping} only ${names.cheese}`);
  await mine.getByTestId('axiom-save').click();
  await expect(mine.getByTestId('axiom-text')).toHaveText(`${names.hasTopping} only ${names.cheese}`);
  await expect(theirs.getByTestId('axiom-conflict-theirs')).toHaveText(`${names.hasTopping} only ${names.cheese}`, { timeout: 5000 });
  await expect(theirs.getByTestId('axiom-input')).toHaveValue(`${names.hasTopping} some (${names.cheese} or ${names.veg})`);
  await other.getByTestId('axiom-definition').screenshot({ path: `${SHOTS}/class-axioms-conflict.png` });
  await theirs.getByTestId('axiom-keep-mine').click();
  await theirs.getByTestId('axiom-save').click();
  await expect(mine.getByTestId('axiom-text')).toHaveText(`${names.hasTopping} some (${names.cheese} or ${names.veg})`, { timeout: 5000 });
  await other.context().close();
});
