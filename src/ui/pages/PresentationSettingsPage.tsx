// Settings of one presentation (issue #6): to be filled in.
import { SiteHeader } from '../common/SiteHeader';
import type { PageProps } from '../site';

export default function PresentationSettingsPage({ site }: PageProps) {
  return <SiteHeader site={site} />;
}
