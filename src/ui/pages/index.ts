// The server's page registry: renders any page by name. The browser loads the same modules
// lazily through entry-client.tsx, so each page's code is its own chunk.
import AdminReportsPage from './AdminReportsPage';
import AudiencePage from './AudiencePage';
import BrandKitPage from './BrandKitPage';
import DashboardPage from './DashboardPage';
import EditPage from './EditPage';
import EmbedPage from './EmbedPage';
import ErrorPage from './ErrorPage';
import HomePage from './HomePage';
import LinkCodePage from './LinkCodePage';
import LinkPasswordPage from './LinkPasswordPage';
import ListingPage from './ListingPage';
import LivePage from './LivePage';
import LoginPage from './LoginPage';
import PresentationSettingsPage from './PresentationSettingsPage';
import PresenterPage from './PresenterPage';
import PrintPage from './PrintPage';
import ProductPage from './ProductPage';
import ReportPage from './ReportPage';
import SettingsPage from './SettingsPage';
import SignupPage from './SignupPage';
import StatsPage from './StatsPage';
import StudioPage from './StudioPage';
import ViewPage from './ViewPage';

export const pages = {
  AdminReportsPage,
  AudiencePage,
  BrandKitPage,
  DashboardPage,
  EditPage,
  EmbedPage,
  ErrorPage,
  HomePage,
  LinkCodePage,
  LinkPasswordPage,
  ListingPage,
  LivePage,
  LoginPage,
  PresentationSettingsPage,
  PresenterPage,
  PrintPage,
  ProductPage,
  ReportPage,
  SettingsPage,
  SignupPage,
  StatsPage,
  StudioPage,
  ViewPage,
};
export type PageName = keyof typeof pages;

/** The owner-side message areas (i18n/catalogs/areas) each page shows, by key prefix. */
export const PAGE_MESSAGE_AREAS: Partial<Record<PageName, readonly string[]>> = {
  AdminReportsPage: ['admin.'],
  AudiencePage: ['present.', 'editor.player', 'editor.retry'],
  BrandKitPage: ['brand.'],
  PresenterPage: ['present.', 'live.', 'editor.player', 'editor.retry'],
  DashboardPage: ['manage.', 'create.', 'present.link', 'studio.link', 'brand.kitLink'],
  EditPage: ['editor.', 'comments.', 'present.notes', 'present.noNotes', 'brand.apply', 'brand.kitLink'],
  LivePage: ['live.'],
  PresentationSettingsPage: ['manage.', 'comments.', 'brand.showLogo', 'brand.kitLink'],
  SettingsPage: ['notify.'],
  StatsPage: ['stats.', 'live.stats.'],
  StudioPage: ['studio.', 'editor.player', 'editor.retry'],
  // The owner's notice on a hidden presentation, and the staff's staff-pick tool.
  ViewPage: [
    'present.link',
    'admin.notice.',
    'admin.tool.',
    'admin.cancel',
    'admin.markPick',
    'admin.unmarkPick',
  ],
};
