// The server's page registry: renders any page by name. The browser loads the same modules
// lazily through entry-client.tsx, so each page's code is its own chunk.
import AdminReportsPage from './AdminReportsPage';
import AudiencePage from './AudiencePage';
import BrandKitPage from './BrandKitPage';
import DashboardPage from './DashboardPage';
import EditPage from './EditPage';
import EmbedPage from './EmbedPage';
import ErrorPage from './ErrorPage';
import FolderPage from './FolderPage';
import HomePage from './HomePage';
import LibraryPage from './LibraryPage';
import LinkCodePage from './LinkCodePage';
import LinkPasswordPage from './LinkPasswordPage';
import ListingPage from './ListingPage';
import LivePage from './LivePage';
import LoginPage from './LoginPage';
import PresentationSettingsPage from './PresentationSettingsPage';
import PresenterPage from './PresenterPage';
import PrintPage from './PrintPage';
import ProductPage from './ProductPage';
import RecordingEditorPage from './RecordingEditorPage';
import ReportPage from './ReportPage';
import SettingsPage from './SettingsPage';
import SignupPage from './SignupPage';
import StatsPage from './StatsPage';
import StudioPage from './StudioPage';
import TeamJoinPage from './TeamJoinPage';
import TeamPage from './TeamPage';
import TeamSettingsPage from './TeamSettingsPage';
import ViewPage from './ViewPage';

export const pages = {
  AdminReportsPage,
  AudiencePage,
  BrandKitPage,
  DashboardPage,
  EditPage,
  EmbedPage,
  ErrorPage,
  FolderPage,
  HomePage,
  LibraryPage,
  LinkCodePage,
  LinkPasswordPage,
  ListingPage,
  LivePage,
  LoginPage,
  PresentationSettingsPage,
  PresenterPage,
  PrintPage,
  RecordingEditorPage,
  ProductPage,
  ReportPage,
  SettingsPage,
  SignupPage,
  StatsPage,
  StudioPage,
  TeamJoinPage,
  TeamPage,
  TeamSettingsPage,
  ViewPage,
};
export type PageName = keyof typeof pages;

/** The owner-side message areas (i18n/catalogs/areas) each page shows, by key prefix. */
export const PAGE_MESSAGE_AREAS: Partial<Record<PageName, readonly string[]>> = {
  AdminReportsPage: ['admin.'],
  AudiencePage: ['present.', 'editor.player', 'editor.retry'],
  BrandKitPage: ['brand.'],
  PresenterPage: ['present.', 'live.', 'editor.player', 'editor.retry'],
  DashboardPage: [
    'manage.',
    'create.',
    'present.link',
    'studio.link',
    'studio.editLink',
    'folders.',
    'library.title',
    'teams.',
    'brand.kitLink',
  ],
  EditPage: [
    'editor.',
    'comments.',
    'present.notes',
    'present.noNotes',
    'library.',
    'brand.apply',
    'brand.kitLink',
  ],
  FolderPage: ['folders.', 'library.title'],
  LibraryPage: ['library.'],
  LivePage: ['live.'],
  PresentationSettingsPage: [
    'manage.',
    'comments.',
    'teams.move.',
    'teams.error.',
    'brand.showLogo',
    'brand.kitLink',
  ],
  SettingsPage: ['notify.'],
  StatsPage: ['stats.', 'live.stats.'],
  StudioPage: ['studio.', 'editor.player', 'editor.retry'],
  RecordingEditorPage: ['studio.'],
  TeamJoinPage: ['teams.'],
  TeamPage: [
    'teams.',
    'create.',
    'manage.card',
    'manage.cardActions',
    'folders.',
    'library.title',
    'brand.kitLink',
  ],
  TeamSettingsPage: ['teams.', 'brand.kitLink'],
  // The owner's notice on a hidden presentation, and the staff's staff-pick tool.
  ViewPage: [
    'present.link',
    'studio.editLink',
    'admin.notice.',
    'admin.tool.',
    'admin.cancel',
    'admin.markPick',
    'admin.unmarkPick',
  ],
};
