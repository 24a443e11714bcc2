// Staff moderation queue (issue #6): to be filled in.
import { SiteHeader } from '../common/SiteHeader';
import type { PageProps } from '../site';

export default function AdminReportsPage({ site }: PageProps) {
  return <SiteHeader site={site} />;
}
