// Words and dates the webhook settings share: an event's name, and UTC date formats (so the
// server's render and the browser's hydration agree).
import type { MessageId } from '../../../i18n/catalogs';
import type { useT } from '../../../i18n/react';

const EVENT_KEYS: Record<string, MessageId> = {
  view: 'notify.event.view',
  like: 'notify.event.like',
  comment: 'notify.event.comment',
  report: 'notify.event.report',
  'link.expired': 'notify.event.linkExpired',
  mention: 'notify.event.mention',
  ping: 'notify.event.ping',
};

export const eventLabel = (t: ReturnType<typeof useT>, event: string): string =>
  EVENT_KEYS[event] ? t(EVENT_KEYS[event]) : event;

export function settingsDates(lang: string) {
  return {
    day: new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }),
    moment: new Intl.DateTimeFormat(lang, {
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      second: '2-digit',
      timeZone: 'UTC',
      timeZoneName: 'short',
    }),
  };
}
export type SettingsDates = ReturnType<typeof settingsDates>;
