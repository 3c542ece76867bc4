/**
 * The packages the production runtime imports: every module under build/server/, server/ and core/
 * but the tests, their support and the dev server, read with TypeScript's parser. A type-only import
 * is erased before Node runs the file, so it is not counted.
 */
import { readFileSync, readdirSync } from "node:fs";
import { isBuiltin } from "node:module";
import { join, relative } from "node:path";
import ts from "typescript";

/** Files under server/ that production never runs: the dev server (`npm run dev`), which loads Vite. */
export const NOT_RUNTIME = ["server/dev.ts"];

const isTestFile = (path: string) =>
  /\.test\.tsx?$/.test(path) || path.split("/").includes("test-support") || path.includes("lint-fixture");

/** The runtime's modules: build/server/ as built, server/ and core/ as Node runs them. */
export function runtimeModules(buildServerDir: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  const source = ["server", "core"]
    .flatMap(walk)
    .filter((path) => /\.tsx?$/.test(path) && !isTestFile(path) && !NOT_RUNTIME.includes(path));
  const built = walk(buildServerDir).filter((path) => /\.[cm]?js$/.test(path));
  return [...source, ...built];
}

/** The specifiers a module imports at run time: static imports and exports, and import() of a literal. */
export function importedSpecifiers(file: string): string[] {
  const sourceFile = ts.createSourceFile(
    file,
    readFileSync(file, "utf8"),
    ts.ScriptTarget.Latest,
    false,
    file.endsWith("x") ? ts.ScriptKind.TSX : undefined,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause?.isTypeOnly === true ||
        (clause !== undefined &&
          clause.name === undefined &&
          clause.namedBindings !== undefined &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((element) => element.isTypeOnly));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && !node.isTypeOnly) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) found.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** "react-dom/server" -> "react-dom", "@fastify/rate-limit/x" -> "@fastify/rate-limit"; null for a path or a Node module. */
export function packageOf(specifier: string): string | null {
  if (/^[./~#]/.test(specifier) || specifier.startsWith("virtual:") || isBuiltin(specifier)) return null;
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? null);
}

/** Each package the runtime imports, with the modules that import it (relative to the project). */
export function runtimePackages(buildServerDir: string): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  for (const file of runtimeModules(buildServerDir)) {
    for (const specifier of importedSpecifiers(file)) {
      const name = packageOf(specifier);
      if (name === null) continue;
      packages.set(name, [...(packages.get(name) ?? []), relative(process.cwd(), file)]);
    }
  }
  return packages;
}
