// An invitation accepted from an account with another address than the invited one: who it was,
// and, for an owner or admin who could have sent that invitation, Approve (they join at its role)
// and Decline (they stay out and the invitation is revoked). The account is named by its oid in
// the call, so the decision is about the person shown here, never someone who asked since.
import { useState } from 'react';
import { useT } from '../../../i18n/react';
import { callApi } from '../../../lib/api-client';
import { type TeamInvitationData, teamsApi } from '../contracts';
import { roleName, teamError } from './team-text';

export interface PendingAcceptanceProps {
  tid: string;
  invitation: TeamInvitationData & {
    pendingAcceptance: NonNullable<TeamInvitationData['pendingAcceptance']>;
  };
  /** Whether the viewer may decide (they could have sent this invitation). */
  mayDecide: boolean;
  /** The decision was taken: the invitation leaves the pending list. */
  onDecided(invitation: TeamInvitationData, text: string): void;
  onFailed(text: string): void;
}

export function PendingAcceptance({
  tid,
  invitation,
  mayDecide,
  onDecided,
  onFailed,
}: PendingAcceptanceProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const { username, userOid } = invitation.pendingAcceptance;
  const role = roleName(t, invitation.role);
  const decide = async (verb: 'approve' | 'decline') => {
    setBusy(true);
    try {
      const call = { params: { tid, invitationId: invitation.id }, body: { userOid } };
      if (verb === 'approve') {
        const joined = await callApi(teamsApi.approveAcceptance, call);
        onDecided(invitation, t('teams.invite.approved', { username, role: roleName(t, joined.role) }));
      } else {
        await callApi(teamsApi.declineAcceptance, call);
        onDecided(invitation, t('teams.invite.declined', { username, email: invitation.email }));
      }
    } catch (failure) {
      setBusy(false);
      onFailed(teamError(failure, t));
    }
  };
  return (
    <div className="team-invite__asked">
      <p>{t('teams.invite.asked', { username })}</p>
      {mayDecide ? (
        <p className="team-invite__decide">
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => decide('approve')}
            aria-label={t('teams.invite.approveWho', { username, role })}
          >
            {t('teams.invite.approve')}
          </button>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => decide('decline')}
            aria-label={t('teams.invite.declineWho', { username, email: invitation.email })}
          >
            {t('teams.invite.decline')}
          </button>
        </p>
      ) : null}
    </div>
  );
}
