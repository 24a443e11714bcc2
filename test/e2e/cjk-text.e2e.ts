// Text without spaces in Chromium: a Japanese deck, published through the API,
// is presented step by step, and every line of its text lies inside the frame it belongs to (inside
// a topic's ring, inside a rectangle's border). Kana and kanji are a whole em wide; fitted as if
// they were Latin letters, a paragraph ran into the ring.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TestClient } from '../helpers/client';
import { setUpE2e } from './fixture';

const { server, browser } = setUpE2e();

const DECK = `# 日本語のプレゼンテーションへようこそ

## データ分析の基礎を学ぶ

データを整理してから分析することが大切です。一つの行に一つの観測を置き、一つの列に一つの変数を置きます。こうすることで、後の作業がずっと楽になります。集計も可視化も、同じ形の表から始められます。

- 行ごとに一つの観測
- 列ごとに一つの変数を置くこと

## 可視化で伝える

グラフは見る人の理解を助けます。目的に合った図を選び、余計な装飾を省きましょう。色は意味のあるところだけに使います。

## 実際の例で考える

売上の表を例にして、整理する前と後の違いを比べてみましょう。列の名前が値になっている表は、縦に長い形に直します。そうすると、月ごとの変化を一つのグラフで比べられます。
`;

/** How far, in CSS pixels, the current frame's text reaches past the inside of its border. */
function overflowOfCurrentFrame(page: Page): Promise<{ frame: string; overflow: number; lines: number }> {
  return page.evaluate(() => {
    const frame = document.querySelector<HTMLElement>('.viewer__player .podium-frame[aria-current="step"]')!;
    const box = frame.getBoundingClientRect();
    const scale = box.width / frame.offsetWidth;
    const border = Number.parseFloat(getComputedStyle(frame).borderTopWidth) * scale;
    const circle = frame.classList.contains('podium-frame--circle');
    const [cx, cy] = [box.left + box.width / 2, box.top + box.height / 2];
    let overflow = Number.NEGATIVE_INFINITY;
    let lines = 0;
    for (const text of frame.querySelectorAll(
      '.podium-frame__title, .podium-frame__text p, .podium-frame__text li',
    )) {
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const line of range.getClientRects()) {
        lines += 1;
        for (const [x, y] of [
          [line.left, line.top],
          [line.right, line.top],
          [line.left, line.bottom],
          [line.right, line.bottom],
        ] as const) {
          const past = circle
            ? Math.hypot(x - cx, y - cy) - (box.width / 2 - border)
            : Math.max(
                box.left + border - x,
                x - (box.right - border),
                box.top + border - y,
                y - (box.bottom - border),
              );
          overflow = Math.max(overflow, past / scale);
        }
      }
    }
    return { frame: frame.dataset.frameId ?? '', overflow, lines };
  });
}

describe('CJK text in Chromium', () => {
  it('keeps every line of a Japanese deck inside its frame', async () => {
    const author = await new TestClient(server.url).prime();
    const signup = await author.submit('/signup/', {
      username: 'kenji',
      email: 'kenji@example.com',
      password: 'tidy rows and columns',
      firstName: 'Kenji',
      lastName: 'Sato',
    });
    expect(signup.status).toBe(303);
    const published = await author.request('POST', '/api/v4/presentations/', {
      json: { source: DECK, privacy: 'public', format: 'markdown' },
    });
    expect(published.status).toBe(201);
    const { path } = (await published.json()) as { path: string };

    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await page.goto(server.url + path);
    await page.waitForSelector('html[data-hydrated="true"]');
    // The check means something only where kana are drawn a whole em wide, as Japanese fonts do
    // (scripts/e2e.mjs installs Debian's fonts-ipafont-gothic).
    const kanaWidth = await page.evaluate(() => {
      const probe = document.createElement('span');
      probe.style.cssText = 'font-size: 100px; position: absolute; white-space: nowrap';
      probe.textContent = 'データ';
      document.body.append(probe);
      return probe.getBoundingClientRect().width / 300;
    });
    expect(kanaWidth, 'a Japanese font draws kana a whole em wide').toBeGreaterThan(0.9);

    await page.getByRole('button', { name: 'Present' }).first().click();
    await page.waitForSelector('.podium-player__counter');
    const counter = async () =>
      (await page.locator('.podium-player__counter').textContent())!.split(' / ').map(Number);
    const [, total] = await counter();
    const measured: { frame: string; overflow: number; lines: number }[] = [];
    for (let step = 1; step <= total!; step++) {
      await expect.poll(async () => (await counter())[0]).toBe(step);
      await page.waitForSelector('.viewer__player .podium-frame[aria-current="step"]');
      measured.push(await overflowOfCurrentFrame(page));
      await page.keyboard.press('ArrowRight');
    }
    const topics = measured.filter((m) => m.frame !== ':overview');
    expect(topics.length).toBeGreaterThanOrEqual(3);
    for (const m of measured) {
      expect(m.lines, m.frame).toBeGreaterThan(0);
      expect(m.overflow, `${m.frame} runs ${m.overflow.toFixed(1)} px past its border`).toBeLessThanOrEqual(
        0,
      );
    }
    await context.close();
  });
});
