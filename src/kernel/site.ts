// What every server-rendered page receives about the site and the person viewing it: the public
// subset only, never a raw row. Built by app/page-shell.ts#siteProps. Types only, in the kernel
// because every layer that names them may import it: every feature's pages, the ui-kit's header,
// lib's telemetry and the app's shell (decision 090).

export interface SiteViewer {
  oid: string;
  username: string;
  name: string;
  isStaff: boolean;
}

export interface HeaderData {
  searchCount: number;
  searchTerms: Record<string, string[]>;
  authorSegment: string;
  storeUrls: { ios: string; android: string };
  /** Feature flags evaluated for this viewer (spec §3 evaluatedFeatures). */
  features: Record<string, boolean>;
}

/** How the browser reports analytics and errors (spec §7, §9), from the server's configuration. */
export interface SiteTelemetry {
  /** Browser error records are posted in production only; elsewhere they go to the console. */
  env: 'production' | 'development' | 'test';
  /** PUBLIC_URL's host: it and its subdomains share one analytics session cookie. */
  productionDomain?: string;
  /** DEV_DOMAIN: hosts under it log page events to the console instead of sending them. */
  devDomain?: string;
}

export interface SiteProps {
  brandName: string;
  lang: string;
  /** Path and query of this page, for "return here after log-in" links. */
  path: string;
  csrfToken: string;
  viewer: SiteViewer | null;
  /** What the full header shows (spec §2 Header). */
  header: HeaderData;
  telemetry: SiteTelemetry;
}

/** Every page component's props start with the site. */
export interface PageProps {
  site: SiteProps;
}
