// Takes screenshots of pages in headless Chromium at desktop and phone sizes, and prints
// any console errors. Usage: node scripts/screenshot.mjs <url> <out-prefix>
import { launchChromium } from './chromium.mjs';

const [url, prefix = '/tmp/shot'] = process.argv.slice(2);
const browser = await launchChromium();
for (const [name, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 375, height: 812 }],
]) {
  const page = await browser.newPage({ viewport });
  const problems = [];
  page.on(
    'console',
    (message) => ['error', 'warning'].includes(message.type()) && problems.push(message.text()),
  );
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.screenshot({ path: `${prefix}-${name}.png`, fullPage: false });
  console.log(name, problems.length ? problems : 'no console errors');
  await page.close();
}
await browser.close();
