// The account settings page's data (/settings/).
import type { NotificationSettingsData } from '../features/notifications/contracts';

/** What the page confirms at its top after a change. */
export type SettingsNotice = 'saved' | 'passwordChanged' | { signedOutOthers: number };

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
  /** The weekly summary, webhooks, and whether e-mail can go out at all. */
  notifications: NotificationSettingsData;
}
