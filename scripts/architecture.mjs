// The layout's rules (RULES below: a kernel, a platform and feature slices), read from the code
// with the TypeScript parser. `checkArchitecture(root)` answers every violation as { rule, key, detail };
// scripts/check-architecture.mjs compares them with the allow-list, which may only shrink.
//
// Tests, test helpers and declaration files are not held to the rules: they reach into whatever
// they prove. Type-only imports count too: a browser chunk must not even name a server type, and
// two files that need each other's types want the type in one place.
import path from 'node:path';
import { cycles, nodeBuiltin, packageOf, read, resolve, walk } from './architecture-source.mjs';

export const LIMITS = { fileLines: 300, functionLines: 80 };

/** What each rule says, for the report. */
export const RULES = {
  'kernel-pure': 'kernel imports only kernel and pure packages',
  'platform-kernel-only': 'platform imports only platform and kernel',
  'feature-boundaries':
    "a feature imports another feature only through its index.ts; a page composes other features' ui/ and only the app loads it",
  'feature-cycles': 'the features import each other without a cycle',
  'index-without-routes':
    "a feature's index.ts never carries its routes (the command line loads it; routes load the pages' rendering)",
  'browser-imports':
    "browser code never imports the server, the database, platform, repositories, routes, a feature's index.ts or the app (its browser entry is the app's own)",
  'browser-api-addresses':
    "browser code writes no API address ('/api/…'): it takes it from a feature's endpoint table (decision 084)",
  'kysely-in-repositories': 'only repositories and the database layer import kysely',
  'sql-in-repositories': 'only repositories and the database layer write queries (selectFrom, insertInto, …)',
  'fastify-in-routes':
    'only routes, the http platform and the composition root import fastify (the render platform, its types)',
  'authorize-only': 'permissions are asked through authorize or loadFor, not the can… predicates',
  'intervals-in-jobs': 'server code runs setInterval only in platform/jobs',
  'flags-through-codec': 'flag columns are read through the row codec, not compared with 0 or 1',
  'error-catalogue': 'error bodies ({ error: { code } }) are built by the error catalogue only',
  'file-cycles': 'no cycle between files',
  'file-size': `no source file over ${LIMITS.fileLines} lines`,
  'function-size': `no function over ${LIMITS.functionLines} lines`,
};

/** Packages kernel code may import: pure code, no I/O, no framework. */
const PURE_PACKAGES = new Set([
  'typebox',
  'markdown-it',
  'transliteration',
  'yaml',
  'yjs',
  'fflate',
  'fast-xml-parser',
]);

const NOT_HELD = /(\.test\.tsx?|\.d\.ts|(^|\/)test-support\.tsx?|(^|\/)testing\.tsx?)$/;

/** The permission predicates, asked through authorize/loadFor once the access module has them. */
const ACCESS_MODULES = ['src/kernel/access/'];
const PREDICATE = /^(can|may)[A-Z]/;

/** Where the error bodies are built. */
const ERROR_CATALOGUE = ['src/platform/http/errors.ts', 'src/platform/http/error-answers.ts'];

const within = (file, ...prefixes) => prefixes.some((prefix) => file.startsWith(prefix));

/** The browser's code: what Vite bundles for a page (src/app/browser/ is the app's entry and shell). */
const isBrowser = (file) =>
  within(file, 'src/player/', 'src/lib/', 'src/ui-kit/', 'src/app/browser/') ||
  /^src\/features\/[^/]+\/ui\//.test(file);

/** What browser code may not reach, even for a type. */
const isServerOnly = (file) =>
  within(file, 'src/server/', 'src/platform/', 'src/cli/') ||
  (within(file, 'src/app/') && !within(file, 'src/app/browser/')) ||
  /^src\/features\/[^/]+\/([\w-]+\.)?(repository|routes|tables|jobs|presenter|service)\.ts$/.test(file) ||
  /^src\/features\/[^/]+\/use-cases\//.test(file) ||
  // A feature's index.ts is its face for the server: it carries services.
  isIndex(file);

/**
 * A feature's public face: its index.ts for the server. Browser code may not load index.ts (it
 * carries services), so a feature's ui/ and its contracts (types the browser shares) take another
 * feature's contracts and pure rules instead.
 */
const isFace = (target, fromBrowserSide) =>
  isIndex(target) ||
  (fromBrowserSide && /^src\/features\/[^/]+\/([\w-]+[.-])?(contracts|rules)\.ts$/.test(target));
/** A feature's contracts: types only, read by its server code and its ui/ alike. */
const isContracts = (file) => /^src\/features\/[^/]+\/([\w-]+\.)?contracts\.ts$/.test(file);

const isIndex = (file) => /^src\/features\/[^/]+\/index\.tsx?$/.test(file);
/**
 * A page: where features meet. It may compose other features' ui/ (the dashboard holds the folder
 * shelf, the create panel, the teams), and only the composition root loads it, so what it imports
 * is not its feature's dependency: its edges join no feature cycle.
 */
const isPage = (file) => /^src\/features\/[^/]+\/ui\/pages\/[A-Z]\w*Page\.tsx$/.test(file);
const isFeatureUi = (file) => /^src\/features\/[^/]+\/ui\//.test(file);
const isRoutes = (file) => /^src\/features\/[^/]+\/([\w-]+\.)?routes\.ts$/.test(file);

const featureOf = (file) => /^src\/features\/([^/]+)\//.exec(file)?.[1];
/** A product area for the cycle rule: a feature, or one of src/ui's folders until it moves. */
const areaOf = (file) => /^src\/(features\/[^/]+)\//.exec(file)?.[1];

/** Every violation of the rules in `root`'s src/, as { rule, key, detail }, sorted. */
export function checkArchitecture(root) {
  const all = walk(path.join(root, 'src'), root);
  const files = new Set(all);
  const held = all.filter((file) => !NOT_HELD.test(file));
  const violations = [];
  const add = (rule, key, detail = '') => violations.push({ rule, key, detail });
  const fileGraph = new Map();
  const areaGraph = new Map();

  for (const file of held) {
    const { lines, imports, functions, spots } = read(root, file);
    if (lines > LIMITS.fileLines) add('file-size', file, `${lines} lines`);
    for (const fn of functions) {
      if (fn.lines > LIMITS.functionLines)
        add('function-size', `${file}#${fn.name}`, `${fn.lines} lines, line ${fn.at}`);
    }
    // Background work on the server; a page's own clock (a presenter's timer) is the browser's.
    for (const at of spots.intervals)
      if (!isBrowser(file) && !within(file, 'src/platform/jobs/'))
        add('intervals-in-jobs', file, `line ${at}`);
    // The database layer: platform/db (connection, migrations, the codec) and every repository and
    // tables.ts, a feature's or the platform's (the job queue's).
    const inDatabaseLayer =
      within(file, 'src/platform/db/') ||
      /^src\/(features|platform)\/[^/]+\/([\w-]+\.)?(repository|tables)\.ts$/.test(file);
    if (spots.queries.length > 0 && !inDatabaseLayer)
      add('sql-in-repositories', file, `line ${spots.queries[0]}`);
    for (const compared of spots.flags)
      if (!inDatabaseLayer) add('flags-through-codec', `${file}: ${compared}`);
    for (const at of spots.errorBodies)
      if (!ERROR_CATALOGUE.includes(file)) add('error-catalogue', file, `line ${at}`);
    if (isBrowser(file) && spots.apiAddresses.length > 0)
      add('browser-api-addresses', file, `line ${spots.apiAddresses[0]}`);

    const edges = new Set();
    for (const { spec, typeOnly, names } of imports) {
      const target = resolve(file, spec, files);
      const pkg = target ? null : packageOf(spec);
      if (target) edges.add(target);
      if (within(file, 'src/kernel/')) {
        const fine = target
          ? within(target, 'src/kernel/')
          : nodeBuiltin(spec)
            ? false
            : PURE_PACKAGES.has(pkg) || typeOnly;
        if (!fine) add('kernel-pure', `${file} -> ${target ?? spec}`);
      }
      if (within(file, 'src/platform/') && target && !within(target, 'src/platform/', 'src/kernel/'))
        add('platform-kernel-only', `${file} -> ${target}`);
      const from = featureOf(file);
      const to = target && featureOf(target);
      const composes = isPage(file) && isFeatureUi(target);
      if (from && to && from !== to && !composes && !isFace(target, isBrowser(file) || isContracts(file)))
        add('feature-boundaries', `${file} -> ${target}`);
      if (target && isPage(target) && !within(file, 'src/app/'))
        add('feature-boundaries', `${file} -> ${target}`);
      if (isIndex(file) && target && isRoutes(target)) add('index-without-routes', `${file} -> ${target}`);
      // The UI folders of the layout by technique are areas too, until they move into features.
      const [area, targetArea] = [areaOf(file), target && areaOf(target)];
      if (area && targetArea && area !== targetArea && !isPage(file))
        areaGraph.set(area, new Set([...(areaGraph.get(area) ?? []), targetArea]));
      // The app's browser code (the entry, the page shell) is the composition root's: the app's own only.
      const intoApp = target && within(target, 'src/app/') && !within(file, 'src/app/');
      if (isBrowser(file) && target && (isServerOnly(target) || intoApp))
        add('browser-imports', `${file} -> ${target}`);
      if (pkg === 'kysely' && !inDatabaseLayer) add('kysely-in-repositories', file);
      const isHttp = within(file, 'src/server/routes/', 'src/platform/http/', 'src/app/') || isRoutes(file);
      // Rendering answers on the request and reply it is handed and registers nothing: types only.
      const rendersOnTypes = within(file, 'src/platform/render/') && typeOnly;
      if ((pkg === 'fastify' || pkg?.startsWith('@fastify/')) && !isHttp && !rendersOnTypes)
        add('fastify-in-routes', `${file}: ${spec}`);
      const access = target && ACCESS_MODULES.some((m) => target === m || target.startsWith(m));
      const inAccess = ACCESS_MODULES.some((m) => file === m || file.startsWith(m));
      if (access && !inAccess) {
        for (const name of names.filter((n) => PREDICATE.test(n))) add('authorize-only', `${file}: ${name}`);
      }
    }
    fileGraph.set(file, edges);
  }
  for (const group of cycles(fileGraph)) add('file-cycles', group.join(' <-> '));
  for (const group of cycles(areaGraph)) add('feature-cycles', group.join(' <-> '));

  // One entry per key: a file with two setInterval calls is one thing to move.
  const seen = new Set();
  return violations
    .filter((v) => {
      const id = `${v.rule}\u0000${v.key}`;
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    })
    .sort((a, b) => (a.rule === b.rule ? a.key.localeCompare(b.key) : a.rule.localeCompare(b.rule)));
}

/**
 * The violations that are not allowed (new) and the allowed ones that are gone (stale: the entry
 * must leave the allow-list, so it can only shrink).
 */
export function compareWithAllowList(violations, allowList) {
  const found = new Map(violations.map((v) => [`${v.rule}\u0000${v.key}`, v]));
  const allowed = new Set(
    Object.entries(allowList).flatMap(([rule, keys]) =>
      Array.isArray(keys) ? keys.map((key) => `${rule}\u0000${key}`) : [],
    ),
  );
  const fresh = violations.filter((v) => !allowed.has(`${v.rule}\u0000${v.key}`));
  const stale = [...allowed]
    .filter((id) => !found.has(id))
    .map((id) => {
      const [rule, key] = id.split('\u0000');
      return { rule, key };
    });
  return { fresh, stale };
}

/** The allow-list for these violations, grouped by rule (for the first run of a new rule). */
export function allowListOf(violations) {
  const list = {};
  for (const rule of Object.keys(RULES))
    list[rule] = violations.filter((v) => v.rule === rule).map((v) => v.key);
  return list;
}
