// The server's side of the sandbox; a task module imports ./task instead.
export * from './errors';
export {
  findSoffice,
  OFFICE_DEFAULTS,
  OfficeConverter,
  type OfficeFormat,
  type OfficeOptions,
} from './office';
export { PersonTurns } from './person-turns';
export { type SandboxOptions, SandboxPool } from './pool';
