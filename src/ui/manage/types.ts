// Shared by the settings page's sections.

export type { CollaboratorRole } from '../../kernel/access/permissions';
export type { Privacy } from '../../kernel/document/import-metadata';

export const apiPath = (oid: string, rest = '') => `/api/v4/presentation/${oid}/${rest}`;
