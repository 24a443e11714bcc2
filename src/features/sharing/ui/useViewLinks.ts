// The share links of the settings page and the section's calls: create one (its rules in the same
// request), copy an address, revoke a link, and a link changed in its row. One action at a time,
// each with what it did in the section's status line.
import { useState } from 'react';
import { useT } from '../../../i18n/react';
import { apiCall, callApi, declaredPath } from '../../../lib/api-client';
import { useAction } from '../../../ui-kit/actions/useAction';
import { shareLinksApi, type ViewLinkData } from '../contracts';
import type { ViewLinkRules } from '../rules';

const COPIED_MS = 2000;

export function useViewLinks(
  oid: string,
  initialLinks: ViewLinkData[],
  copy: (text: string) => Promise<boolean>,
) {
  const t = useT();
  const [links, setLinks] = useState(initialLinks);
  const [copied, setCopied] = useState<string | null>(null);
  const action = useAction();
  const { run } = action;

  const create = (rules: ViewLinkRules, done: () => void) =>
    run(async () => {
      // A link without rules is created as before, without a body (the call reads none as no rules).
      const body = Object.keys(rules).length > 0 ? rules : undefined;
      const { createLink } = shareLinksApi;
      const { link } = await apiCall<{ link: ViewLinkData }>(
        createLink.method,
        declaredPath(createLink, { params: { oid } }),
        body,
      );
      setLinks((all) => [link, ...all]);
      done();
      return t('manage.linkCreated');
    });
  const replace = (changed: ViewLinkData) =>
    setLinks((all) => all.map((link) => (link.linkId === changed.linkId ? changed : link)));
  const revoke = (linkId: string) =>
    run(async () => {
      await callApi(shareLinksApi.revokeLink, { params: { oid, linkId } });
      const now = new Date().toISOString();
      setLinks((all) => all.map((link) => (link.linkId === linkId ? { ...link, revokedAt: now } : link)));
      return t('manage.linkRevoked');
    });
  const copyLink = (link: ViewLinkData) =>
    run(async () => {
      if (!(await copy(link.url))) throw new Error(t('manage.copyFailed'));
      setCopied(link.linkId);
      window.setTimeout(() => setCopied((current) => (current === link.linkId ? null : current)), COPIED_MS);
      return t('manage.copied');
    });

  return { links, copied, create, replace, revoke, copyLink, ...action };
}
