// Shared by the settings page's sections.
export type { Privacy } from '../../domain/import-metadata';
export type { CollaboratorRole } from '../../domain/permissions';

export const apiPath = (oid: string, rest = '') => `/api/v4/presentation/${oid}/${rest}`;
