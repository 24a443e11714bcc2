// What every page knows about the site and the person viewing it: the public subset only.
export interface SiteViewer {
  oid: string;
  username: string;
  name: string;
  isStaff: boolean;
}

export interface SiteProps {
  brandName: string;
  lang: string;
  /** Path and query of this page, for "return here after log-in" links. */
  path: string;
  csrfToken: string;
  viewer: SiteViewer | null;
}

export interface PageProps {
  site: SiteProps;
}
