import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import checkFile from "eslint-plugin-check-file";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import { projectRules } from "./scripts/lib/lint-rules/text-keyed-lookup.ts";

/**
 * The architecture of DESIGN section 3, enforced on resolved paths (as bulletproof-react does), so
 * that a relative `../gallery/lightbox` is caught as surely as `~/features/gallery/lightbox`:
 * imports flow core <- app/{lib,config,components} <- app/features <- app/routes; features never
 * import each other; server/ imports core/ only; core/ imports zod and core/ only. No cycles, the
 * rules of hooks, kebab-case names, no barrel files. `eslint.config.test.ts` proves each zone.
 */
const features = readdirSync(new URL("./app/features/", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const noBarrels = { group: ["**/index", "**/index.ts", "**/index.tsx"], message: "No barrel files: import the module itself." };

/** app/'s zone, less the one door its tests may use (below). */
const appImportsNothingAbove = {
  target: "./app",
  from: ["./server", "./scripts", "./tests", "./bench"],
  message: "app/ does not import the server, scripts, tests or benchmarks.",
};

const layers = [
  { target: "./core", from: ["./app", "./server", "./scripts", "./tests", "./bench"], message: "core/ imports only zod and core/." },
  { target: "./server", from: ["./app", "./scripts", "./tests", "./bench"], message: "server/ imports core/ only." },
  appImportsNothingAbove,
  {
    target: ["./app/lib", "./app/config", "./app/components"],
    from: ["./app/features", "./app/routes"],
    message: "lib, config and components sit below features and routes.",
  },
  { target: "./app/features", from: "./app/routes", message: "Features sit below routes." },
  ...features.map((feature) => ({
    target: `./app/features/${feature}`,
    from: "./app/features",
    except: [`./${feature}`],
    message: "Features never import each other.",
  })),
];

/**
 * Interactivity of React's kind has one home: a feature's `island/` folder, whose components the
 * browser hydrates (app/lib/island.tsx, docs/decisions/0034). Anywhere else a component renders
 * once, on the server, so an event handler would never run and state would never change: both are
 * errors there. Behaviours without a framework are the other kind, and live beside their markup.
 */
const stateHooks = [
  "useState",
  "useReducer",
  "useEffect",
  "useLayoutEffect",
  "useTransition",
  "useOptimistic",
  "useActionState",
  "useSyncExternalStore",
];
const hookPattern = `/^(${stateHooks.join("|")})$/`;
const onlyInIslands = [
  {
    selector: "JSXAttribute[name.name=/^on[A-Z]/]",
    message: "An event handler runs only in an island: put this component in its feature's island/ folder.",
  },
  {
    selector: `CallExpression[callee.name=${hookPattern}], CallExpression[callee.property.name=${hookPattern}]`,
    message: "State and effects run only in an island: put this component in its feature's island/ folder.",
  },
];

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "public/", "test-results/", "playwright-report/", "**/lint-fixtures/"] },
  ...tseslint.configs.recommended,
  {
    plugins: { "import-x": importX, "check-file": checkFile, "react-hooks": reactHooks },
    settings: {
      // import-x reads TypeScript files (for no-cycle and the zones) only when told they are modules.
      "import-x/extensions": [".ts", ".tsx", ".js"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      // The app's `~/` alias (tsconfig `paths`), so that zones see through it to the file.
      "import-x/resolver-next": [
        importX.createNodeResolver({
          extensions: [".ts", ".tsx", ".js", ".json"],
          alias: { "~": [fileURLToPath(new URL("./app", import.meta.url))] },
        }),
      ],
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "check-file/filename-naming-convention": ["error", { "**/*.{ts,tsx}": "KEBAB_CASE" }, { ignoreMiddleExtensions: true }],
      "check-file/folder-naming-convention": ["error", { "{app,core,server,scripts,tests,bench}/**/": "KEBAB_CASE" }],
      "import-x/no-restricted-paths": ["error", { zones: layers }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "no-restricted-imports": ["error", { patterns: [noBarrels] }],
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    // Packages are not paths: core's and server's limits on them are named here, with the barrel rule kept.
    files: ["core/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            noBarrels,
            {
              group: ["react", "react-dom", "react-dom/*", "react-router", "@react-router/*"],
              message: "core/ is framework-free.",
            },
            { group: ["node:*", "fs", "path"], message: "core/ does no I/O." },
            { group: ["~/*"], message: "core/ imports only zod and core/." },
          ],
        },
      ],
      "no-restricted-globals": [
        "error",
        { name: "process", message: "core/ reads no environment." },
        { name: "window", message: "core/ has no DOM." },
        { name: "document", message: "core/ has no DOM." },
      ],
      "no-restricted-syntax": [
        "error",
        { selector: "NewExpression[callee.name='Date']", message: "core/ reads no clock." },
        { selector: "MemberExpression[object.name='Date'][property.name='now']", message: "core/ reads no clock." },
      ],
    },
  },
  {
    files: ["server/**/*.ts"],
    // The one exception: the result pages are rendered by React Router's own request handler over
    // the app's server build (docs/decisions/0011), and that handler comes from react-router.
    ignores: ["server/result-pages/react-router-app.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [noBarrels, { group: ["~/*", "react", "react-dom", "react-router"], message: "server/ imports core/ only." }] },
      ],
    },
  },
  {
    // The code that reads requests: a path segment, a query name or a header value is never looked
    // up in a plain object (scripts/lib/lint-rules/text-keyed-lookup.ts); tests may index freely.
    files: ["server/**/*.ts", "core/routing/**/*.ts"],
    ignores: ["**/*.test.ts", "**/test-support/**"],
    plugins: { project: projectRules },
    rules: { "project/text-keyed-lookup": "error" },
  },
  {
    // Playwright's fixtures take a callback named `use`, which the hooks rules mistake for React's.
    files: ["tests/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: [
      "app/features/*/island/**",
      "**/*.test.{ts,tsx}",
      // The renderer's half of every island, which marks it hydrated once its effects have run.
      "app/lib/hydrate-root.tsx",
    ],
    rules: { "no-restricted-syntax": ["error", ...onlyInIslands] },
  },
  {
    // A component test's island is answered by the real fee API, in process (Fastify's inject), not
    // by a stand-in: its tests and their support may reach the API's test harness, and nothing else
    // of server/ (app/features/fee-calculator/test-support/calculator-page.tsx).
    files: ["app/**/*.test.{ts,tsx}", "app/**/test-support/**"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            ...layers.filter((zone) => zone !== appImportsNothingAbove),
            { target: "./app", from: "./server", except: ["./api/test-support"], message: appImportsNothingAbove.message },
            { target: "./app", from: ["./scripts", "./tests", "./bench"], message: appImportsNothingAbove.message },
          ],
        },
      ],
    },
  },
  {
    // A loader's *.server.ts module runs in the server build, and a production install holds no
    // file of the project beside build/, server/ and core/: it reads the content compiled into the
    // build (content-source.server.ts), never a file. The content's readers are the build's own (the
    // tree and the Hindi summaries it reads), which the server build replaces by their data
    // (scripts/lib/compile-content.ts).
    files: ["app/**/*.server.{ts,tsx}"],
    ignores: ["app/lib/content/content-tree.server.ts", "app/lib/content/hindi-summaries.server.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            noBarrels,
            {
              group: ["node:fs", "node:fs/*", "fs", "fs/*"],
              message:
                "A *.server.ts module runs in production, which has no content/: read the compiled content (content-source.server.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/routes/**/*.tsx", "app/root.tsx"],
    rules: { "import-x/no-default-export": "off" },
  },
);
