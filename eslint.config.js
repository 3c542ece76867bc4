import checkFile from "eslint-plugin-check-file";
import importX from "eslint-plugin-import-x";
import tseslint from "typescript-eslint";

/**
 * The architecture of DESIGN section 3, enforced: imports flow core <- app/{lib,config,components}
 * <- app/features <- app/routes; features never import each other; core and server stay framework-free.
 */
const featureNames = ["disclaimer", "sign-in", "fee-calculator", "gallery", "media-overlay"];

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "public/", "test-results/", "playwright-report/"] },
  ...tseslint.configs.recommended,
  {
    plugins: { "import-x": importX, "check-file": checkFile },
    settings: { "import-x/resolver-next": [importX.createNodeResolver({ extensions: [".ts", ".tsx", ".js"] })] },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "check-file/filename-naming-convention": ["error", { "**/*.{ts,tsx}": "KEBAB_CASE" }, { ignoreMiddleExtensions: true }],
      "check-file/folder-naming-convention": ["error", { "{app,core,server,scripts,tests}/**/": "KEBAB_CASE" }],
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/index", "**/index.ts"], message: "No barrel files: import the module itself." }] }],
    },
  },
  {
    files: ["core/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["react", "react-dom", "react-dom/*", "react-router", "@react-router/*", "radix-ui"], message: "core/ is framework-free." },
            { group: ["node:*", "fs", "path"], message: "core/ does no I/O." },
            { group: ["~/*", "**/app/**", "**/server/**"], message: "core/ imports only zod and core/." },
          ],
        },
      ],
      "no-restricted-globals": ["error", { name: "process", message: "core/ reads no environment." }, { name: "window", message: "core/ has no DOM." }, { name: "document", message: "core/ has no DOM." }],
      "no-restricted-syntax": ["error", { selector: "NewExpression[callee.name='Date']", message: "core/ reads no clock." }, { selector: "MemberExpression[object.name='Date'][property.name='now']", message: "core/ reads no clock." }],
    },
  },
  {
    files: ["server/**/*.ts"],
    // The one exception: the result pages are rendered by React Router's own request handler over
    // the app's server build (docs/decisions/0006), and that handler comes from react-router.
    ignores: ["server/result-pages/react-router-app.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["~/*", "**/app/**", "react", "react-dom", "react-router"], message: "server/ imports core/ only." }] }],
    },
  },
  {
    files: ["app/{lib,config,components}/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["~/features/*", "~/routes/*", "**/features/**", "**/routes/**"], message: "lib, config and components sit below features and routes." }] }],
    },
  },
  ...featureNames.map((feature) => ({
    files: [`app/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["~/routes/*", "**/routes/**"], message: "Features sit below routes." },
            { group: featureNames.filter((f) => f !== feature).flatMap((f) => [`~/features/${f}/*`, `**/features/${f}/**`]), message: "Features never import each other." },
          ],
        },
      ],
    },
  })),
  {
    files: ["app/routes/**/*.tsx", "app/root.tsx"],
    rules: { "import-x/no-default-export": "off" },
  },
);
