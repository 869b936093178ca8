import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminToken, openAs, screenshot, setData } from './shellTestKit';

// An OWL rule makes Петрова a signatory (she signed a document): the class's list, her form and the
// fact explorer all count her among the signatories and say the rule derived it — the form's
// panel of derived facts names the rule instead of saying nothing was derived. The fact explorer
// carries the shell's top bar with her name as the title.

const id = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const META = { Class: id(1), ObjectProperty: id(2), domain: id(0x104), range: id(0x105) };

async function seed(request: APIRequestContext, token: string) {
  const tag = randomUUID().slice(0, 6);
  const o = { tag, person: randomUUID(), signatory: randomUUID(), doc: randomUUID(), signed: randomUUID(), petrova: randomUUID(), ivanov: randomUUID(), order: randomUUID() };
  await setData(request, token, [
    { op: 'new', class: META.Class, inst: o.person, name: `Person_${tag}` },
    { op: 'new', class: META.Class, inst: o.signatory, name: `Signatory_${tag}` },
    { op: 'new', class: META.Class, inst: o.doc, name: `Doc_${tag}` },
    { op: 'new', class: META.ObjectProperty, inst: o.signed, name: `signed_${tag}` },
    { op: 'add', inst: o.signed, prop: META.domain, val: o.person },
    { op: 'upd', inst: o.signed, prop: META.range, val: o.doc },
    { op: 'new', class: o.doc, inst: o.order, name: `Приказ ${tag}` },
    { op: 'new', class: o.person, inst: o.petrova, name: `Петрова ${tag}` },
    { op: 'new', class: o.person, inst: o.ivanov, name: `Иванов ${tag}` },
    { op: 'add', inst: o.petrova, prop: o.signed, val: o.order },
  ]);
  const rule = await request.post('/api/owlRules', {
    headers: { authorization: token },
    data: { name: `Подписанты ${tag}`, kind: 'computedClass', swrl: `Person_${tag}(?p) ^ signed_${tag}(?p, ?d) -> Signatory_${tag}(?p)` },
  });
  expect(rule.status(), await rule.text()).toBe(201);
  return o;
}

test('a member an OWL rule derives is one on every screen, marked derived', async ({ page, request }) => {
  const token = await adminToken(request);
  const o = await seed(request, token);
  const petrova = `Петрова ${o.tag}`;
  const ruleName = `Подписанты ${o.tag}`;

  // the fact explorer: the shell's top bar, titled with her name; the derived class marked with its rule
  await openAs(page, token, `/fact-explorer/${o.petrova}`);
  await expect(page.getByTestId('top-bar')).toBeVisible();
  await expect(page.getByTestId('page-title')).toHaveText(petrova);
  await expect(page.getByTestId('help-menu')).toBeVisible();
  await expect(page.getByTestId('fact-classes')).toContainText(`Signatory_${o.tag}`);
  await expect(page.getByTestId('fact-classes').getByTestId('fact-derived')).toHaveText(`выведено правилом «${ruleName}»`);
  await screenshot(page, 'derived-members-fact-explorer');

  // her form in the derived class opens, and its panel of derived facts names the rule
  await page.goto(`/examp_list/${o.signatory}?inst=${o.petrova}`);
  const derived = page.getByTestId('instance-inferences');
  await expect(derived.getByTestId('instance-rule-type')).toContainText(`Signatory_${o.tag}`);
  await expect(derived.getByTestId('instance-rule-type')).toContainText(`правило «${ruleName}»`);
  await expect(derived).not.toContainText('Рассуждатель не вывел об экземпляре ничего сверх заданного');
  await screenshot(page, 'derived-members-form');

  // Иванов signed nothing: no derived class on his facts
  await page.goto(`/fact-explorer/${o.ivanov}`);
  await expect(page.getByTestId('page-title')).toHaveText(`Иванов ${o.tag}`);
  await expect(page.getByTestId('fact-classes')).toContainText(`Person_${o.tag}`);
  await expect(page.getByTestId('fact-derived')).toHaveCount(0);
});
