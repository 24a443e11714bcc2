// The podium CLI: `npm run cli -- <command>`. Usage errors exit 2, failures exit 1.

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { seedDemoContent } from '../app/seed';
import { findUserByUsername } from '../features/accounts';
import { AccountInputError, createAccount, setStaff } from '../features/accounts/account.service';
import { PasswordResetError, resetPassword } from '../features/accounts/password-reset.service';
import { publishSource } from '../features/publishing';
import { DocumentError } from '../kernel/document/document';
import { PRIVACIES, type Privacy } from '../kernel/document/import-metadata';
import { presentationPath } from '../kernel/paths';
import { type Config, ConfigError, loadConfig } from '../platform/config';
import { type DatabaseHandle, openDatabase } from '../platform/db/connection';
import { migrateToLatest } from '../platform/db/migrate';
import { describeDatabase } from '../platform/startup-errors';
import { BackupError, backUp, restore } from './backup';
import { ExportError, exportUser } from './user-export';
import { importExport } from './user-import';

const HELP = `Usage: npm run cli -- <command> [options]

Commands:
  migrate                               Apply database migrations.
  seed                                  Add the demo content under content/ (idempotent).
  import <file.md|file.json> --owner <username> [--privacy public|reusable|private]
                                        Publish a presentation from Markdown or JSON.
  import <export.zip> --owner <username>
                                        Publish every presentation of an export-user zip (from
                                        this or another Podium) under that user.
  export-user <username> <file.zip>     Write a user's presentations (sources, documents, pictures,
                                        metadata) to a zip that import reads.
  create-user --username <name> --email <email> [--password <pw>] [--first-name <n>] [--last-name <n>]
                                        Create an account (password also from PODIUM_PASSWORD).
  create-admin --username <name> [--email <email> --password <pw>]
                                        Create a staff account, or make an existing user staff.
  reset-password <username|email> [--password <pw>]
                                        Set a lost password (also from PODIUM_PASSWORD; without
                                        one, a generated password is printed once) and sign the
                                        account out everywhere.
  backup <file>                         Copy the SQLite database (pictures included) to a new file,
                                        consistently, while the server runs.
  restore <file>                        Put a backup in place of the SQLite database (stop the
                                        server first; it migrates the backup when it starts).
  help                                  Show this help.

The database is the one the environment (or .env) names (DATABASE_URL, DATA_DIR), as for npm start.`;

class UsageError extends Error {}

const OPTIONS = {
  owner: { type: 'string' },
  privacy: { type: 'string' },
  username: { type: 'string' },
  email: { type: 'string' },
  password: { type: 'string' },
  'first-name': { type: 'string' },
  'last-name': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

type Values = ReturnType<typeof parseArgs<{ options: typeof OPTIONS; allowPositionals: true }>>['values'];
type Print = (message: string) => void;

/** What a command is run with: its name, options and arguments, the config, where it prints. */
interface Invocation {
  command: string;
  values: Values;
  args: string[];
  config: Config;
  out: Print;
}

/** The commands on the database, which is migrated before each runs. */
const DATABASE_COMMANDS: Record<string, (handle: DatabaseHandle, cli: Invocation) => Promise<void>> = {
  migrate: async (_handle, { out }) => out('Database is up to date.'),
  seed,
  import: importFile,
  'export-user': exportUserCommand,
  'reset-password': resetPasswordCommand,
  'create-user': createUser,
  'create-admin': createUser,
};
/** The commands on the SQLite file itself, which open no connection. */
const FILE_COMMANDS = ['backup', 'restore'];

export async function run(argv: string[], out: Print = console.log): Promise<number> {
  const { values, positionals } = parseCommandLine(argv);
  const [command, ...args] = positionals;
  if (values.help || !command || command === 'help') {
    out(HELP);
    return 0;
  }
  const databaseCommand = Object.hasOwn(DATABASE_COMMANDS, command) ? DATABASE_COMMANDS[command] : undefined;
  if (!databaseCommand && !FILE_COMMANDS.includes(command))
    throw new UsageError(`Unknown command "${command}".`);

  const cli: Invocation = { command, values, args, config: loadConfig(), out };
  if (!databaseCommand) {
    await backUpOrRestore(cli);
    return 0;
  }
  const handle = openDatabase(cli.config.database);
  try {
    await migrateToLatest(handle);
    await databaseCommand(handle, cli);
    return 0;
  } finally {
    await handle.db.destroy();
  }
}

function parseCommandLine(argv: string[]) {
  try {
    return parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

async function backUpOrRestore({ command, args: [file], config, out }: Invocation): Promise<void> {
  if (!file) throw new UsageError(`${command} needs a file: ${command} <file>`);
  if (command === 'backup') {
    const { bytes } = await backUp(config.database, file);
    out(`Backed up ${describeDatabase(config.database)} to ${file} (${Math.round(bytes / 1024)} KB).`);
  } else {
    const { presentations } = await restore(config.database, file);
    out(`Restored ${file} (${presentations} presentations) to ${describeDatabase(config.database)}.`);
  }
}

async function seed(handle: DatabaseHandle, { config, out }: Invocation): Promise<void> {
  const report = await seedDemoContent(handle, config.contentDir, { passwords: config.demoPasswords });
  out(
    `Seeded ${report.users} users and ${report.presentations} presentations (${report.skipped} already there).`,
  );
  for (const login of report.generatedLogins)
    out(`Demo log-in (shown this once): ${login.username} / ${login.password}`);
}

/** `import`: a Markdown or JSON source, or every presentation of an export zip, under an owner. */
async function importFile(handle: DatabaseHandle, { values, args: [file], out }: Invocation): Promise<void> {
  if (!file) throw new UsageError('import needs a file: import <file.md|file.json> --owner <username>');
  if (!values.owner) throw new UsageError('import needs --owner <username>');
  if (values.privacy !== undefined && !(PRIVACIES as readonly string[]).includes(values.privacy)) {
    throw new UsageError(`--privacy must be one of ${PRIVACIES.join(', ')}`);
  }
  const owner = await findUserByUsername(handle.db, values.owner);
  if (!owner) throw new UsageError(`No user "${values.owner}". Create one with create-user.`);
  const extension = path.extname(file).toLowerCase();
  if (extension === '.zip') {
    if (values.privacy !== undefined)
      throw new UsageError("An export keeps each presentation's own privacy; leave out --privacy.");
    const { imported, skipped } = await importExport(handle, owner.id, file);
    for (const p of imported) out(`Published "${p.title}" (${p.privacy}) at ${presentationPath(p)}`);
    for (const s of skipped) out(`Skipped "${s.title}": ${s.reason}`);
    out(`Imported ${imported.length} presentations for ${owner.username}.`);
    return;
  }
  if (extension !== '.md' && extension !== '.json')
    throw new UsageError('import reads .md, .json or export .zip files');
  // The web's own publishing, so the talk keeps its source and opens in the editor as written.
  const presentation = await publishSource(handle, owner.id, {
    source: readSource(file),
    format: extension === '.md' ? 'markdown' : 'json',
    privacy: values.privacy as Privacy | undefined,
  });
  out(`Published "${presentation.title}" (${presentation.privacy}) at ${presentationPath(presentation)}`);
}

function readSource(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    throw new UsageError(`Cannot read ${file}`);
  }
}

async function exportUserCommand(handle: DatabaseHandle, { args, config, out }: Invocation): Promise<void> {
  const [username, file] = args;
  if (!username || !file)
    throw new UsageError('export-user needs a user and a file: export-user <username> <file.zip>');
  const report = await exportUser(handle, config.contentDir, username, file);
  out(
    `Exported ${report.presentations} presentations and ${report.mediaFiles} pictures of ${username} to ${file} (${Math.round(report.bytes / 1024)} KB).`,
  );
}

async function resetPasswordCommand(
  handle: DatabaseHandle,
  { values, args, out }: Invocation,
): Promise<void> {
  const [login] = args;
  if (!login) throw new UsageError('reset-password needs a username or e-mail address');
  const chosen = values.password ?? process.env.PODIUM_PASSWORD;
  const reset = await resetPassword(handle.db, login, chosen || undefined);
  out(
    reset.generated
      ? `New password for ${reset.user.username}: ${reset.password}\nIt is shown only this once.`
      : `Changed the password of ${reset.user.username}.`,
  );
  out(`Signed out of ${reset.sessionsEnded} session${reset.sessionsEnded === 1 ? '' : 's'}.`);
}

/** `create-user`, and `create-admin`, which also makes an existing user staff when given no e-mail. */
async function createUser(handle: DatabaseHandle, { command, values, out }: Invocation): Promise<void> {
  const isStaff = command === 'create-admin';
  if (!values.username) throw new UsageError(`${command} needs --username`);
  if (isStaff && !values.email) {
    const promoted = await setStaff(handle.db, values.username, true);
    if (!promoted)
      throw new UsageError(`No user "${values.username}"; give --email and --password to create one.`);
    out(`${promoted.username} is now staff.`);
    return;
  }
  const password = values.password ?? process.env.PODIUM_PASSWORD;
  if (!values.email || !password)
    throw new UsageError(`${command} needs --email and --password (or PODIUM_PASSWORD)`);
  const user = await createAccount(handle.db, {
    username: values.username,
    email: values.email,
    password,
    firstName: values['first-name'],
    lastName: values['last-name'],
    isStaff,
  });
  out(`Created ${isStaff ? 'staff user' : 'user'} ${user.username}.`);
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  // The same settings as the server: .env in the working directory, when there is one.
  if (existsSync('.env')) process.loadEnvFile('.env');
  run(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof UsageError) {
        console.error(`Error: ${error.message}\nRun "npm run cli -- --help" for usage.`);
        process.exit(2);
      }
      if (error instanceof ConfigError) console.error(error.message);
      else if (error instanceof DocumentError) console.error(`Error: ${error.problems.join('\n  ')}`);
      else if (
        error instanceof AccountInputError ||
        error instanceof PasswordResetError ||
        error instanceof BackupError ||
        error instanceof ExportError
      )
        console.error(`Error: ${error.message}`);
      else console.error(error);
      process.exit(1);
    },
  );
}
