// The account's e-mail notifications: "E-mail me a weekly summary", saved as
// soon as it is ticked. Without outgoing e-mail the box is disabled, saying what it needs.
import { useId, useState } from 'react';
import { useT } from '../../../i18n/react';
import { callApi } from '../../../lib/api-client';
import { ActionStatus } from '../../../ui-kit/actions/ActionStatus';
import { useAction } from '../../../ui-kit/actions/useAction';
import { notificationsApi } from '../contracts';

export interface NotificationsSectionProps {
  weeklySummary: boolean;
  mailConfigured: boolean;
}

export function NotificationsSection({ weeklySummary, mailConfigured }: NotificationsSectionProps) {
  const t = useT();
  const id = useId();
  const [on, setOn] = useState(weeklySummary);
  const { status, run, busy } = useAction();
  const change = (next: boolean) =>
    run(async () => {
      const answer = await callApi(notificationsApi.changeNotifications, { body: { weeklySummary: next } });
      setOn(answer.weeklySummary);
      return t(answer.weeklySummary ? 'notify.summary.on' : 'notify.summary.off');
    });
  return (
    <section className="form-card settings__section" aria-labelledby={`${id}title`}>
      <h2 id={`${id}title`}>{t('notify.summary.title')}</h2>
      <label className="manage__check">
        <input
          type="checkbox"
          checked={on}
          // Turning it off stays possible without e-mail set up.
          disabled={busy || (!mailConfigured && !on)}
          aria-describedby={`${id}help`}
          onChange={(event) => void change(event.target.checked)}
        />
        {t('notify.summary.label')}
      </label>
      <p className="manage__help" id={`${id}help`}>
        {mailConfigured ? t('notify.summary.help') : t('notify.needsMail')}
      </p>
      <ActionStatus status={status} />
    </section>
  );
}
