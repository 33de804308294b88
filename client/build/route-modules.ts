import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { paths } from '../src/config/paths.ts';
import { OPEN_TO, type Audience, type RouteLayout } from '../src/config/route-handle.ts';

/**
 * The route table read from the source at build time: each path with its layout and the module of
 * its screen, for what runs in Node without the app (the first-load preload in index.html, the
 * per-route bundle budgets, the all-routes benchmark). The app's own table (client/src/app/router.tsx
 * `featureRoutes`) is the source of truth; route-modules.test.ts checks this reading matches it row
 * for row, so a route written in a shape this reader does not know fails that test.
 *
 * Two shapes are read: `appRoute(paths.x, title, layout, loader, options)`, whose loader holds an
 * `import('...')` (directly or through a const of the same file), and `bidEntryRoutes(rows)`, whose
 * rows (an array literal, or a const imported from another file) name `path: paths.x`.
 */
export interface RouteModule {
  readonly path: string;
  readonly layout: RouteLayout;
  /** Who may open it (a betting player when the route does not say). */
  readonly openTo: readonly Audience[];
  /** The screen's module, relative to client/ (`src/features/wallet/screens/withdraw-screen.tsx`). */
  readonly screen: string;
  readonly aliasOf?: string;
  readonly afterForm?: string;
  /** The route starts its first data requests from the entry (`prefetchData`). */
  readonly prefetchesData: boolean;
}

const clientDir = path.resolve(import.meta.dirname, '..');
const FEATURES_DIR = path.join(clientDir, 'src', 'features');
const BID_ENTRY_ROUTES = path.join(
  clientDir,
  'src',
  'components',
  'bid-entry',
  'bid-entry-routes.tsx',
);

const parsed = new Map<string, ts.SourceFile>();
function parse(file: string): ts.SourceFile {
  let source = parsed.get(file);
  if (!source) {
    source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    parsed.set(file, source);
  }
  return source;
}

function fail(node: ts.Node, what: string): never {
  const source = node.getSourceFile();
  const { line } = source.getLineAndCharacterOfPosition(node.getStart());
  throw new Error(
    `route-modules: ${what} at ${path.relative(clientDir, source.fileName)}:${line + 1}`,
  );
}

/** `paths.x` as its value. */
function pathOf(node: ts.Node): string {
  if (
    ts.isPropertyAccessExpression(node) &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === 'paths' &&
    node.name.text in paths
  ) {
    return paths[node.name.text as keyof typeof paths];
  }
  return fail(node, 'expected paths.<name>');
}

/** The initializer of a top-level `const name = ...` of the file. */
function constInitializer(source: ts.SourceFile, name: string): ts.Expression | undefined {
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (ts.isIdentifier(declaration.name) && declaration.name.text === name) {
        return declaration.initializer;
      }
    }
  }
  return undefined;
}

/** The module file an import specifier names: relative to the file importing it, or `@/` (src/). */
function resolveModule(from: string, specifier: string): string {
  const base = specifier.startsWith('@/')
    ? path.join(clientDir, 'src', specifier.slice(2))
    : path.resolve(path.dirname(from), specifier);
  const found = [`${base}.tsx`, `${base}.ts`, path.join(base, 'index.ts')].find(existsSync);
  if (found) return found;
  throw new Error(`route-modules: cannot resolve ${specifier} from ${from}`);
}

/** The `import('...')` a loader reaches, through calls of and references to consts of the file. */
function dynamicImportOf(node: ts.Node, source: ts.SourceFile, seen = new Set<string>()): string {
  let found: string | undefined;
  const visit = (child: ts.Node): void => {
    if (found) return;
    if (
      ts.isCallExpression(child) &&
      child.expression.kind === ts.SyntaxKind.ImportKeyword &&
      child.arguments[0] &&
      ts.isStringLiteral(child.arguments[0])
    ) {
      found = resolveModule(source.fileName, child.arguments[0].text);
      return;
    }
    if (ts.isIdentifier(child) && !seen.has(child.text)) {
      const initializer = constInitializer(source, child.text);
      if (initializer) {
        seen.add(child.text);
        found = dynamicImportOf(initializer, source, seen);
        return;
      }
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  if (!found) return fail(node, 'no import() in the route loader');
  return found;
}

const relative = (file: string) => path.relative(clientDir, file).split(path.sep).join('/');

/** `OPEN_TO.x` or an array of audience literals. */
function audiencesOf(node: ts.Expression): readonly Audience[] {
  if (
    ts.isPropertyAccessExpression(node) &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === 'OPEN_TO' &&
    node.name.text in OPEN_TO
  ) {
    return OPEN_TO[node.name.text as keyof typeof OPEN_TO];
  }
  if (ts.isArrayLiteralExpression(node) && node.elements.every(ts.isStringLiteral)) {
    return node.elements.map((element) => (element as ts.StringLiteral).text as Audience);
  }
  return fail(node, 'expected OPEN_TO.<name> or a list of audiences');
}

interface RouteOptions {
  openTo: readonly Audience[];
  aliasOf?: string;
  afterForm?: string;
  prefetchesData: boolean;
}

function optionsOf(node: ts.Expression | undefined, source: ts.SourceFile): RouteOptions {
  const options: RouteOptions = { openTo: OPEN_TO.betting, prefetchesData: false };
  if (node === undefined) return options;
  const literal = ts.isIdentifier(node) ? constInitializer(source, node.text) : node;
  if (!literal || !ts.isObjectLiteralExpression(literal)) return fail(node, 'expected options');
  for (const property of literal.properties) {
    if (ts.isSpreadAssignment(property)) {
      Object.assign(options, optionsOf(property.expression, source));
      continue;
    }
    const name = property.name && ts.isIdentifier(property.name) ? property.name.text : '';
    if (name === 'prefetchData') options.prefetchesData = true;
    if (!ts.isPropertyAssignment(property)) continue;
    if (name === 'openTo') options.openTo = audiencesOf(property.initializer);
    if (name === 'aliasOf' || name === 'afterForm') options[name] = pathOf(property.initializer);
  }
  return options;
}

const LAYOUTS: readonly string[] = ['noFooter', 'fullPage', 'footer'] satisfies RouteLayout[];

function appRouteOf(call: ts.CallExpression, source: ts.SourceFile): RouteModule {
  const [pathArg, , layoutArg, loader, options] = call.arguments;
  if (!pathArg || !layoutArg || !loader) return fail(call, 'appRoute needs four arguments');
  if (!ts.isStringLiteral(layoutArg) || !LAYOUTS.includes(layoutArg.text)) {
    return fail(layoutArg, 'expected a layout literal');
  }
  return {
    path: pathOf(pathArg),
    layout: layoutArg.text as RouteLayout,
    screen: relative(dynamicImportOf(loader, source)),
    ...optionsOf(options, source),
  };
}

/** The array of rows `bidEntryRoutes` is given: a literal, or a const imported from a file. */
function rowsOf(node: ts.Expression, source: ts.SourceFile): ts.ArrayLiteralExpression {
  if (ts.isArrayLiteralExpression(node)) return node;
  if (ts.isIdentifier(node)) {
    const local = constInitializer(source, node.text);
    if (local) return rowsOf(local, source);
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
        continue;
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        if (bindings.elements.some((element) => element.name.text === node.text)) {
          const file = parse(resolveModule(source.fileName, statement.moduleSpecifier.text));
          const initializer = constInitializer(file, node.text);
          if (initializer) return rowsOf(initializer, file);
        }
      }
    }
  }
  if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node))
    return rowsOf(node.expression, source);
  return fail(node, 'expected an array of bid screen rows');
}

function bidEntryRoutesOf(call: ts.CallExpression, source: ts.SourceFile): RouteModule[] {
  const [rowsArg] = call.arguments;
  if (!rowsArg) return fail(call, 'bidEntryRoutes needs its rows');
  const kit = parse(BID_ENTRY_ROUTES);
  const loadScreen = constInitializer(kit, 'loadScreen');
  if (!loadScreen) return fail(kit, 'bid-entry-routes.tsx has no loadScreen');
  const screen = relative(dynamicImportOf(loadScreen, kit));
  return rowsOf(rowsArg, source).elements.map((row) => {
    if (!ts.isObjectLiteralExpression(row)) return fail(row, 'expected a row literal');
    const pathProperty = row.properties.find(
      (p): p is ts.PropertyAssignment =>
        ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === 'path',
    );
    if (!pathProperty) return fail(row, 'a bid screen row has no path');
    return {
      path: pathOf(pathProperty.initializer),
      layout: 'fullPage',
      screen,
      openTo: OPEN_TO.betting,
      prefetchesData: false,
    };
  });
}

/** Every feature's routes, in the order of each `features/<name>/routes.tsx`. */
export function readRouteModules(featuresDir: string = FEATURES_DIR): RouteModule[] {
  const routes: RouteModule[] = [];
  const files = readdirRoutes(featuresDir);
  for (const file of files) {
    const source = parse(file);
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
        if (node.expression.text === 'appRoute') routes.push(appRouteOf(node, source));
        if (node.expression.text === 'bidEntryRoutes') {
          routes.push(...bidEntryRoutesOf(node, source));
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return routes;
}

function readdirRoutes(featuresDir: string): string[] {
  return readdirSync(featuresDir)
    .sort()
    .map((feature) => path.join(featuresDir, feature, 'routes.tsx'))
    .filter((file) => existsSync(file));
}
