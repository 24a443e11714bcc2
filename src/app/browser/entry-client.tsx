// Browser entry: reads the page data the server rendered with, loads that page's chunk and hydrates.
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { listenForEarlyPresent } from '../../features/viewing/ui/viewer/early-present';
import { playerDataPath } from '../../features/viewing/ui/viewer/viewer-data';
import type { PageI18n } from '../../i18n/react';
import type { SiteProps } from '../../kernel/site';
import { afterNextPaint } from '../../lib/after-paint';
import { adoptPrefetch, prefetchJson } from '../../lib/fetch-progress';
import { configureTelemetry, reportErrors, sessionStartedEvent, track } from '../../lib/telemetry';
import { seedFormattedCounts } from '../../ui-kit/common/format';
import { loadPlayerChunk } from '../../ui-kit/player-host/player-chunk';
import { PageRoot } from './PageRoot';
import { loaders, type PageName } from './page-loaders';
import './global.css';

const dataElement = document.getElementById('page-data');
const root = document.getElementById('root');
if (dataElement && root) {
  const { page, props, i18n } = JSON.parse(dataElement.textContent ?? '{}') as {
    page: PageName;
    props: object;
    i18n: PageI18n;
  };
  configureTelemetry((props as { site: SiteProps }).site.telemetry);
  reportErrors('podium-web');
  seedFormattedCounts(i18n.counts);
  // One session-started event per page session (spec §7), naming the presentation when there is
  // one: the video app's own (WebPreziAirWeb) on a video presentation's page.
  const presentation = (
    props as { presentation?: { oid: string; kind: string; prezilink: { link_id: string } | null } }
  ).presentation;
  track(sessionStartedEvent(presentation?.kind), { prezi_oid: presentation?.oid ?? '' });
  // Pages with a viewer: a press on Present before hydration starts the player's downloads now.
  if (presentation) {
    listenForEarlyPresent(document, (early) => {
      loadPlayerChunk().catch(() => undefined); // the widget's own import reports a failure
      if (early) adoptPrefetch(early.path, early.response);
      else prefetchJson(playerDataPath(presentation));
    });
  }
  // The page's chunk (and with it the viewer's, viewer-lite-component) is fetched ahead in idle
  // periods once the page is drawn (platform/render/preload-script.ts), and only run once the
  // server's HTML is on screen: hydration never holds back the first paint (spec §7).
  afterNextPaint(
    () =>
      loaders[page]().then(({ default: Page }: { default: ComponentType<any> }) => {
        performance.mark('podium:hydrate');
        hydrateRoot(root, <PageRoot i18n={i18n} Page={Page} props={props} />);
      }),
    { mark: 'podium:first-frame' },
  );
}
