// The server's page registry: renders any page by name. The browser loads the same modules
// lazily (browser/page-loaders.ts), so each page's code is its own chunk.
import type { ComponentType } from 'react';
import LoginPage from '../features/accounts/ui/pages/LoginPage';
import SettingsPage from '../features/accounts/ui/pages/SettingsPage';
import SignupPage from '../features/accounts/ui/pages/SignupPage';
import StatsPage from '../features/analytics/ui/pages/StatsPage';
import BrandKitPage from '../features/brand/ui/pages/BrandKitPage';
import DashboardPage from '../features/decks/ui/pages/DashboardPage';
import PresentationSettingsPage from '../features/decks/ui/pages/PresentationSettingsPage';
import HomePage from '../features/discovery/ui/pages/HomePage';
import ListingPage from '../features/discovery/ui/pages/ListingPage';
import ProductPage from '../features/discovery/ui/pages/ProductPage';
import EditPage from '../features/editor/ui/pages/EditPage';
import FolderPage from '../features/folders/ui/pages/FolderPage';
import LibraryPage from '../features/folders/ui/pages/LibraryPage';
import AudiencePage from '../features/live/ui/pages/AudiencePage';
import LivePage from '../features/live/ui/pages/LivePage';
import PresenterPage from '../features/live/ui/pages/PresenterPage';
import AdminReportsPage from '../features/moderation/ui/pages/AdminReportsPage';
import ReportPage from '../features/moderation/ui/pages/ReportPage';
import RecordingEditorPage from '../features/recordings/ui/pages/RecordingEditorPage';
import StudioPage from '../features/recordings/ui/pages/StudioPage';
import TeamJoinPage from '../features/teams/ui/pages/TeamJoinPage';
import TeamPage from '../features/teams/ui/pages/TeamPage';
import TeamSettingsPage from '../features/teams/ui/pages/TeamSettingsPage';
import EmbedPage from '../features/viewing/ui/pages/EmbedPage';
import LinkCodePage from '../features/viewing/ui/pages/LinkCodePage';
import LinkPasswordPage from '../features/viewing/ui/pages/LinkPasswordPage';
import PrintPage from '../features/viewing/ui/pages/PrintPage';
import ViewPage from '../features/viewing/ui/pages/ViewPage';
import ErrorPage from './browser/ErrorPage';
import type { PageName } from './browser/page-loaders';

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
} satisfies Record<PageName, ComponentType<any>>;

type Pages = typeof pages;
declare module '../platform/render/render-page' {
  /** renderPage checks a route's props against the page it names. */
  interface RegisteredPages extends Pages {}
}

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
    'canvas',
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
