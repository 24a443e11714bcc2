// How the app's pages become HTML, handed to the renderer (platform/render) once: the registry's
// component in PageRoot with its messages, what every page gets as `site`, the site's origin, and
// the one inline script allowed without a nonce.

import type { FastifyRequest } from 'fastify';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { displayName } from '../features/accounts';
import { pageMessages } from '../i18n/catalogs';
import type { Language } from '../i18n/languages';
import type { SiteProps, SiteTelemetry } from '../kernel/site';
import type { Config } from '../platform/config';
import { publicOrigin } from '../platform/http/edge';
import { scriptHash } from '../platform/render/csp';
import { cacheablePath } from '../platform/render/page-cache';
import type { PageShell } from '../platform/render/render-page';
import { collectFormattedCounts } from '../ui-kit/common/format';
import { PARSER_BARRIER } from '../ui-kit/common/ParserBarrier';
import { PageRoot } from './browser/PageRoot';
import { PAGE_MESSAGE_AREAS, pages } from './pages';
import { featuresFor } from './site-features';

/** The browser entry's module, as vite.config.ts builds it and its manifest names it. */
export const BROWSER_ENTRY = 'src/app/browser/entry-client.tsx';

/** What the browser's analytics and logger need to know about this deployment. */
function telemetryOf(config: Config): SiteTelemetry {
  const productionDomain = config.publicUrl ? new URL(config.publicUrl).hostname : undefined;
  return {
    env: config.env,
    ...(productionDomain ? { productionDomain } : {}),
    ...(config.devDomain ? { devDomain: config.devDomain } : {}),
  };
}

/**
 * Every page's `site` prop: the site, the person viewing it and the header's data. A page cached
 * for everyone names its cacheable address, never one visitor's query string, and no CSRF token.
 */
export function siteProps(request: FastifyRequest, forEveryone = false): SiteProps {
  const user = request.user;
  return {
    brandName: request.server.config.brandName,
    lang: request.language,
    path: forEveryone ? cacheablePath(request.url) : request.url,
    csrfToken: forEveryone ? '' : request.csrfToken,
    viewer: user
      ? { oid: user.oid, username: user.username, name: displayName(user), isStaff: user.is_staff }
      : null,
    header: {
      searchCount: request.server.siteStats.searchCount,
      searchTerms: request.server.searchTerms,
      authorSegment: user?.author_segment ?? 'other',
      storeUrls: request.server.config.storeUrls,
      features: featuresFor(request.server.config.features, user?.is_staff === true),
    },
    telemetry: telemetryOf(request.server.config),
  };
}

export const pageShell: PageShell = {
  renderBody(page, props) {
    const lang = props.site.lang as Language;
    const i18n = { lang, messages: pageMessages(lang, PAGE_MESSAGE_AREAS[page]) };
    // The registry's components take their own props, checked by renderPage's PagePropsOf.
    const Page = pages[page] as (props: object) => ReturnType<typeof PageRoot>;
    const { result: html, counts } = collectFormattedCounts(() =>
      renderToString(createElement(PageRoot<object>, { i18n, Page, props })),
    );
    return { html, pageData: { i18n: { ...i18n, counts } } };
  },
  siteProps,
  publicOrigin,
  scriptHashes: [scriptHash(PARSER_BARRIER)],
};
