// Browser tests: the Install button appears only while the browser offers installation, and asks the browser once.

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { offerInstall } from './support/app';
import { fileHarness, finish, PHONE } from './support/harness';

const harness = fileHarness();

const installPrompts = (page: Page) =>
  page.evaluate(() => (window as unknown as { installPrompts: number }).installPrompts);

describe('the Install button', () => {
  it('is not there until the browser offers installation, then asks the browser once and goes', async () => {
    const opened = await harness.open('?code=CR1-N-AAAAAAB', PHONE);
    const { page } = opened;
    const more = page.getByRole('navigation', { name: 'More' });
    const install = more.getByRole('button', { name: 'Install', exact: true });
    expect(await install.count()).toBe(0);
    await offerInstall(page);
    await install.waitFor();
    await install.click();
    expect(await installPrompts(page)).toBe(1);
    await install.waitFor({ state: 'detached' });
    await finish(opened);
  });

  it('goes once the app is installed', async () => {
    const opened = await harness.open('?code=CR1-N-AAAAAAB');
    const { page } = opened;
    const install = page.getByRole('button', { name: 'Install', exact: true });
    await offerInstall(page);
    await install.waitFor();
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await install.waitFor({ state: 'detached' });
    expect(await installPrompts(page)).toBe(0);
    await finish(opened);
  });
});
