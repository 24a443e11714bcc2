// What the accounts feature shows of people: a person as every page names them (OwnerData), and
// the account settings page's own data (/settings/). Types only, shared by its server code and the
// browser.

/** The public shape of a user (spec §3 Owner). */
export interface OwnerData {
  oid: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
  publicDisplayName: string | null;
  /** Never published: the avatar (computed on the server from it) is what the page needs. */
  email: null;
  avatar: { initials: string; colour: string };
}

/** What the settings page confirms at its top after a change. */
export type SettingsNotice = 'saved' | 'passwordChanged' | { signedOutOthers: number };

/**
 * The account settings page's data. Its notifications section (the weekly summary, the webhooks)
 * is notifications' shape, which sits above accounts: the page adds it to these props (decision 090).
 */
export interface SettingsPageData {
  username: string;
  email: string;
  values: {
    firstName: string;
    lastName: string;
    publicDisplayName: string;
    authorSegment: string;
    language: string;
  };
  /** Message ids of the fields at fault, when a save was refused. */
  errors: Partial<Record<string, string>>;
  notice: SettingsNotice | null;
  /** Live sessions of this account on other browsers or devices. */
  otherSessions: number;
}
