// A webhook's delivery log: time, event, result, attempts and next try of its
// latest deliveries, newest first, each with "Redeliver".

import { useT } from '../../../i18n/react';
import type { DeliveryData } from '../contracts';
import { eventLabel, type SettingsDates } from './webhook-text';

export interface DeliveryLogProps {
  deliveries: DeliveryData[];
  dates: SettingsDates;
  busy: boolean;
  onRedeliver: (delivery: DeliveryData) => void;
}

export function DeliveryLog({ deliveries, dates, busy, onRedeliver }: DeliveryLogProps) {
  const t = useT();
  if (deliveries.length === 0) return <p className="manage__empty">{t('notify.log.empty')}</p>;
  const result = (d: DeliveryData) => {
    if (d.status === 'delivered')
      return t('notify.log.delivered', { status: String(d.responseStatus ?? '') });
    const answer = d.responseStatus === null ? t('notify.log.noAnswer') : String(d.responseStatus);
    return t(d.status === 'failed' ? 'notify.log.gaveUp' : 'notify.log.retrying', { answer });
  };
  return (
    <div className="settings__log">
      <table>
        <thead>
          <tr>
            <th scope="col">{t('notify.log.time')}</th>
            <th scope="col">{t('notify.log.event')}</th>
            <th scope="col">{t('notify.log.result')}</th>
            <th scope="col">{t('notify.log.attempts')}</th>
            <th scope="col">{t('notify.log.next')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('notify.log.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {deliveries.map((d) => (
            <tr key={d.id} className={`settings__delivery settings__delivery--${d.status}`}>
              <td>{dates.moment.format(new Date(d.createdAt))}</td>
              <td>{eventLabel(t, d.event)}</td>
              <td>
                {result(d)}
                {d.error ? <span className="settings__error">{d.error}</span> : null}
              </td>
              <td>{d.attempts}</td>
              <td>{d.nextAttemptAt ? dates.moment.format(new Date(d.nextAttemptAt)) : '—'}</td>
              <td>
                <button type="button" className="button" disabled={busy} onClick={() => onRedeliver(d)}>
                  {t('notify.log.redeliver')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
