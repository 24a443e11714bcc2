// Changing one share link's rules in place: the form open or closed (closing hands the focus back
// to the button that opened it), and the call that saves the changed rules, with its own status.
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../i18n/react';
import { callApi } from '../../../lib/api-client';
import { useAction } from '../../../ui-kit/actions/useAction';
import { shareLinksApi, type ViewLinkData } from '../contracts';
import type { ViewLinkRules } from '../rules';

export function useLinkEdit(oid: string, link: ViewLinkData, onChange: (link: ViewLinkData) => void) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  // The edit has its own status, shown in this row, where the form was.
  const edit = useAction();
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // Closing the form (saved or cancelled) hands the focus back to the button that opened it.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const save = (rules: ViewLinkRules) => {
    if (Object.keys(rules).length === 0) return setEditing(false);
    void edit.run(async () => {
      const answer = await callApi(shareLinksApi.changeLink, {
        params: { oid, linkId: link.linkId },
        body: rules,
      });
      onChange(answer.link);
      setEditing(false);
      return t('manage.linkUpdated');
    });
  };

  return { editing, setEditing, save, editButton, busy: edit.busy, status: edit.status };
}
