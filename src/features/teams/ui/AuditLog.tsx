// The audit log of a team's membership changes, newest first, a page at a time:
// invited, invitation revoked, joined, an acceptance from another address asked, approved or
// declined, role changed, removed, left — who did it, to whom (and the invited address), when.
import { useState } from 'react';
import type { MessageId } from '../../../i18n/catalogs';
import { useT } from '../../../i18n/react';
import { callApi } from '../../../lib/api-client';
import { type TeamAuditEntry, type TeamAuditPage, teamsApi } from '../contracts';
import { roleName, teamError } from './team-text';

/** Entries made before the invited address was logged say only who joined. */
const messageOf = (entry: TeamAuditEntry): MessageId =>
  entry.action === 'joined' && entry.email !== null
    ? 'teams.audit.joinedInvited'
    : (`teams.audit.${entry.action}` as MessageId);

export function AuditLog({ tid, lang, initial }: { tid: string; lang: string; initial: TeamAuditPage }) {
  const t = useT();
  const [entries, setEntries] = useState<TeamAuditEntry[]>(initial.entries);
  const [next, setNext] = useState(initial.next);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const time = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

  const more = async () => {
    if (next === null) return;
    setBusy(true);
    setError(null);
    try {
      const page = await callApi(teamsApi.audit, { params: { tid }, query: { before: next } });
      setEntries((list) => [...list, ...page.entries]);
      setNext(page.next);
    } catch (failure) {
      setError(teamError(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="team-card" aria-labelledby="team-audit">
      <h2 id="team-audit">{t('teams.audit.title')}</h2>
      {entries.length === 0 ? (
        <p className="teams-hint">{t('teams.audit.empty')}</p>
      ) : (
        <ol className="team-audit">
          {entries.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.at}>{time.format(new Date(entry.at))} UTC</time>{' '}
              <span>
                {t(messageOf(entry), {
                  actor: entry.actor ?? t('teams.audit.someone'),
                  subject: entry.subject,
                  email: entry.email ?? '',
                  role: entry.role ? roleName(t, entry.role) : '',
                })}
              </span>
            </li>
          ))}
        </ol>
      )}
      {error ? (
        <p className="form-alert" role="alert">
          {error}
        </p>
      ) : null}
      {next !== null ? (
        <button type="button" className="button" disabled={busy} onClick={more}>
          {t('teams.audit.more')}
        </button>
      ) : null}
    </section>
  );
}
