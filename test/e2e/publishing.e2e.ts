// A new person's first journey: sign up, land on the dashboard, publish a Markdown talk,
// see it on its view page, find it in their list; and a visitor reports a presentation.
import { describe, expect, it } from 'vitest';
import { setUpE2e } from './fixture';

const { server, browser } = setUpE2e();

describe('publishing in Chromium', () => {
  it('signs up, publishes Markdown from the dashboard and finds it again', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));

    await page.goto(`${server.url}/signup/`);
    await page.getByLabel('First name').fill('Marie');
    await page.getByLabel('Last name').fill('Curie');
    await page.getByLabel('Username').fill('marie.curie');
    await page.getByLabel('Email').fill('marie@example.com');
    await page.getByLabel(/^Password/).fill('radium and polonium');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL(`${server.url}/dashboard/next/`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('My presentations');

    await page
      .getByLabel('Markdown or JSON')
      .fill(
        '# Radioactivity\n\nWhat glows and why.\n\n## Discovery\n\n- pitchblende\n- two new elements\n\n## Measurement\n\nElectrometers.\n',
      );
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.waitForURL(/\/p\/[a-z0-9]{12}\/radioactivity\/$/);
    await expect(page.locator('h1').textContent()).resolves.toBe('Radioactivity');
    expect(await page.locator('.transcript-block').textContent()).toContain('pitchblende');

    await page.goto(`${server.url}/dashboard/next/`);
    await expect(page.locator('.dashboard__title').first().textContent()).resolves.toBe('Radioactivity');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('reports a presentation through the form', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    await page.goto(server.url);
    const href = await page.locator('a.card__link').first().getAttribute('href');
    const oid = href!.split('/')[2];
    await page.goto(`${server.url}/contact/abuse/${oid}/`);
    await page.getByLabel('Reason').selectOption('spam');
    await page.getByLabel('What is the problem?').fill('Advertises a product on every step.');
    await page.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByRole('status').textContent()).resolves.toContain('Thank you.');
    await context.close();
  });
});
