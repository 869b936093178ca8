import { expect, test } from '@playwright/test';
import { adminToken, openAs } from './shellTestKit';

// The sidebar and the pages speak one language (issue 26): every entry of the section menu opens a
// page whose title reads exactly as the entry — «Активные слушатели» in both, not «Активные студенты»
// in one — in Russian and in English. An administrator sees every entry.

for (const lang of ['ru', 'en'] as const) {
  test(`every sidebar entry is called as the page it opens (${lang})`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.addInitScript((chosen) => localStorage.setItem('osawl-locale', chosen), lang);
    await openAs(page, await adminToken(request), '/');
    const menu = page.getByTestId('section-menu');
    await expect(menu.getByRole('link').first()).toBeVisible();
    const entries = await menu.getByRole('link').evaluateAll((links) => links.map((a) => ({ text: (a.textContent ?? '').trim(), href: a.getAttribute('href') ?? '' })));
    expect(entries.length).toBeGreaterThan(40);
    // no label is cut short: each shows whole (a long one wraps)
    const cut = await menu.getByRole('link').evaluateAll((links) => links.filter((a) => [...a.querySelectorAll('span')].some((s) => s.scrollWidth > s.clientWidth + 1)).map((a) => a.textContent));
    expect(cut).toEqual([]);
    const differing: string[] = [];
    for (const entry of entries) {
      await menu.getByRole('link', { name: entry.text, exact: true }).first().click();
      await expect(page).toHaveURL((url) => url.pathname === entry.href);
      // the title follows the route a moment later (the last page's may still show): wait for it
      const title = page.getByTestId('page-title');
      const same = await expect(title).toHaveText(entry.text, { timeout: 5_000 }).then(() => true, () => false);
      if (!same) differing.push(`${entry.href}: menu «${entry.text}», page «${(await title.textContent())?.trim() ?? ''}»`);
    }
    expect(differing).toEqual([]);
  });
}
