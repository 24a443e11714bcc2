// Takes screenshots of pages in headless Chromium at desktop and phone sizes, and prints
// any console errors. Usage: node scripts/screenshot.mjs <url> <out-prefix> [--login=user:password]
// With --login the pages are taken signed in (through the /login/ form), for owner and staff pages.
import { launchChromium } from './chromium.mjs';

const args = process.argv.slice(2);
const login = args.find((a) => a.startsWith('--login='))?.slice('--login='.length);
const [url, prefix = '/tmp/shot'] = args.filter((a) => !a.startsWith('--'));

const browser = await launchChromium();
for (const [name, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 375, height: 812 }],
]) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  if (login) {
    const [username, password] = login.split(':');
    await page.goto(new URL('/login/', url).href);
    await page.getByLabel('Username or email').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((address) => !address.pathname.startsWith('/login/'));
  }
  const problems = [];
  page.on(
    'console',
    (message) => ['error', 'warning'].includes(message.type()) && problems.push(message.text()),
  );
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${prefix}-${name}.png`, fullPage: false });
  console.log(name, problems.length ? problems : 'no console errors');
  await context.close();
}
await browser.close();
