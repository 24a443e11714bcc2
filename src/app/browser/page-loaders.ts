// The browser's pages by name, each loaded lazily, so each page's code is its own chunk (the server's
// registry, src/app/pages.ts, names the same pages).
import type { ComponentType } from 'react';

export const loaders = {
  AdminReportsPage: () => import('../../features/moderation/ui/pages/AdminReportsPage'),
  AudiencePage: () => import('../../features/live/ui/pages/AudiencePage'),
  BrandKitPage: () => import('../../features/brand/ui/pages/BrandKitPage'),
  DashboardPage: () => import('../../features/decks/ui/pages/DashboardPage'),
  EditPage: () => import('../../features/editor/ui/pages/EditPage'),
  EmbedPage: () => import('../../features/viewing/ui/pages/EmbedPage'),
  ErrorPage: () => import('./ErrorPage'),
  FolderPage: () => import('../../features/folders/ui/pages/FolderPage'),
  HomePage: () => import('../../features/discovery/ui/pages/HomePage'),
  LibraryPage: () => import('../../features/folders/ui/pages/LibraryPage'),
  LinkCodePage: () => import('../../features/viewing/ui/pages/LinkCodePage'),
  LinkPasswordPage: () => import('../../features/viewing/ui/pages/LinkPasswordPage'),
  ListingPage: () => import('../../features/discovery/ui/pages/ListingPage'),
  LivePage: () => import('../../features/live/ui/pages/LivePage'),
  LoginPage: () => import('../../features/accounts/ui/pages/LoginPage'),
  PresentationSettingsPage: () => import('../../features/decks/ui/pages/PresentationSettingsPage'),
  PresenterPage: () => import('../../features/live/ui/pages/PresenterPage'),
  PrintPage: () => import('../../features/viewing/ui/pages/PrintPage'),
  ProductPage: () => import('../../features/discovery/ui/pages/ProductPage'),
  ReportPage: () => import('../../features/moderation/ui/pages/ReportPage'),
  SettingsPage: () => import('../../features/accounts/ui/pages/SettingsPage'),
  SignupPage: () => import('../../features/accounts/ui/pages/SignupPage'),
  StatsPage: () => import('../../features/analytics/ui/pages/StatsPage'),
  StudioPage: () => import('../../features/recordings/ui/pages/StudioPage'),
  RecordingEditorPage: () => import('../../features/recordings/ui/pages/RecordingEditorPage'),
  TeamJoinPage: () => import('../../features/teams/ui/pages/TeamJoinPage'),
  TeamPage: () => import('../../features/teams/ui/pages/TeamPage'),
  TeamSettingsPage: () => import('../../features/teams/ui/pages/TeamSettingsPage'),
  ViewPage: () => import('../../features/viewing/ui/pages/ViewPage'),
} satisfies Record<string, () => Promise<{ default: ComponentType<any> }>>;

/** A page's name, as the server's page data names it. */
export type PageName = keyof typeof loaders;
