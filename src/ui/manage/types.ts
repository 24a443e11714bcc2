// What the settings page receives from the server (presenters/manage.presenter.ts), for the browser side.
export type {
  CollaboratorData,
  PresentationSettings,
  ViewLinkData,
} from '../../server/presenters/manage.presenter';

export type Privacy = 'public' | 'reusable' | 'private';
export type CollaboratorRole = 'edit' | 'comment';

export const apiPath = (oid: string, rest = '') => `/api/v4/presentation/${oid}/${rest}`;
