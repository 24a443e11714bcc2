// Debian's Chromium through playwright-core, with the flags the browser tests use
// (test/e2e/server.ts), and the demo view page a browser benchmark opens.
import { launchChromium } from '../../scripts/chromium.mjs';

export const launchBrowser = launchChromium;

/** Every step of a deck document: the overview, then topics and subtopics depth first. */
function stepsOf(document) {
  if (document.version === 0) return document.path.length;
  const count = (topics) => topics.reduce((n, topic) => n + 1 + count(topic.topics), 0);
  return 1 + count(document.topics);
}

/** The path of the listed deck (not video) with the most steps, from the home page's cards. */
export async function biggestDeckPath(base) {
  const home = await (await fetch(base)).text();
  const paths = [...new Set(home.match(/\/p\/[a-z0-9]{12}\/[a-z0-9-]+\//g))];
  let best = { path: paths[0], steps: 0 };
  for (const path of paths) {
    const api = await (await fetch(`${base}/api/v4/presentation/${path.split('/')[2]}/`)).json();
    if (api.kind !== 'deck' || typeof api.document !== 'object') continue;
    const steps = stepsOf(api.document);
    if (steps > best.steps) best = { path, steps };
  }
  return best.path;
}
