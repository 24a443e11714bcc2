// The account's e-mail notifications: "E-mail me a weekly summary" and "E-mail me when someone
// mentions me in a comment", each saved as soon as it is ticked. Without outgoing e-mail a box
// that is off is disabled, saying what it needs; one that is on can still be turned off.
import { useId, useState } from 'react';
import type { MessageId } from '../../../i18n/catalogs';
import { useT } from '../../../i18n/react';
import { callApi } from '../../../lib/api-client';
import { ActionStatus } from '../../../ui-kit/actions/ActionStatus';
import { useAction } from '../../../ui-kit/actions/useAction';
import { notificationsApi } from '../contracts';

export interface NotificationsSectionProps {
  weeklySummary: boolean;
  /** Absent: on, as for an account that never changed it. */
  mentionMails?: boolean;
  mailConfigured: boolean;
}

type Setting = 'weeklySummary' | 'mentionMails';

/** Each setting's words: its label, its help, and what a change says. */
const WORDS: Record<Setting, { label: MessageId; help: MessageId; on: MessageId; off: MessageId }> = {
  weeklySummary: {
    label: 'notify.summary.label',
    help: 'notify.summary.help',
    on: 'notify.summary.on',
    off: 'notify.summary.off',
  },
  mentionMails: {
    label: 'notify.mentions.label',
    help: 'notify.mentions.help',
    on: 'notify.mentions.on',
    off: 'notify.mentions.off',
  },
};

function SettingBox({
  setting,
  initial,
  mailConfigured,
}: {
  setting: Setting;
  initial: boolean;
  mailConfigured: boolean;
}) {
  const t = useT();
  const id = useId();
  const words = WORDS[setting];
  const [on, setOn] = useState(initial);
  const { status, run, busy } = useAction();
  const change = (next: boolean) =>
    run(async () => {
      const answer = await callApi(notificationsApi.changeNotifications, { body: { [setting]: next } });
      setOn(answer[setting]);
      return t(answer[setting] ? words.on : words.off);
    });
  return (
    <>
      <label className="manage__check">
        <input
          type="checkbox"
          checked={on}
          // Turning it off stays possible without e-mail set up.
          disabled={busy || (!mailConfigured && !on)}
          aria-describedby={`${id}help`}
          onChange={(event) => void change(event.target.checked)}
        />
        {t(words.label)}
      </label>
      <p className="manage__help" id={`${id}help`}>
        {mailConfigured ? t(words.help) : t('notify.needsMail')}
      </p>
      <ActionStatus status={status} />
    </>
  );
}

export function NotificationsSection({
  weeklySummary,
  mentionMails = true,
  mailConfigured,
}: NotificationsSectionProps) {
  const t = useT();
  const id = useId();
  return (
    <section className="form-card settings__section" aria-labelledby={`${id}title`}>
      <h2 id={`${id}title`}>{t('notify.summary.title')}</h2>
      <SettingBox setting="weeklySummary" initial={weeklySummary} mailConfigured={mailConfigured} />
      <SettingBox setting="mentionMails" initial={mentionMails} mailConfigured={mailConfigured} />
    </section>
  );
}
