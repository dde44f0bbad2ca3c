// Lint: TypeScript-aware recommended rules, the rules of hooks, and the layers of
// docs/architecture.md (arrows point down; no import cycles): see ADR 0029.
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * What a layer may not import, as no-restricted-imports patterns: the `~/` alias and a relative
 * path alike (`regex` on the import's text).
 */
function above(layers, message) {
  return layers.map((layer) => ({ regex: `^(~/|(\\.\\.?/)+)${layer}(/|$)`, message }));
}

const GROUND = "The ground floor (db, config, content, lib, components) never imports the floors above: pass what it needs as an argument, or move the code that wires domains together to app/composition (docs/architecture.md, ADR 0029).";
const FEATURE = "A feature never imports a route, the root or the composition root: they import it (docs/architecture.md, ADR 0029).";
const COMPOSITION = "The composition root wires features together for the routes and the server; it never imports a route (docs/architecture.md, ADR 0029).";

/**
 * Each domain's back-office (its lists, screens and the reads that return personal data) lives in
 * features/<domain>/admin/, the job queue's failed-email reads in lib/email-jobs.admin.server.ts:
 * only the back-office routes (behind their guarded layout), feature code and tests import them.
 */
const PERSONAL_DATA = {
  group: ["**/*.admin.server", "**/*.admin.server.ts", "**/features/*/admin/**"],
  message: "A domain's back-office code and personal-data reads are for the back-office routes only (app/routes/admin/**).",
};

const GROUND_FILES = ["app/db/**", "app/config/**", "app/content/**", "app/lib/**", "app/components/**"];

/**
 * The process-wide database is opened by the server and handed down: a loader or action passes
 * the request's (`getDatabase(context)`), a job handler the composition root's. Only app/db and
 * app/composition (and server/, scripts, tests) may call getDb() (ADR 0031).
 */
const DATABASE = {
  regex: "^(~/|(\\.\\.?/)+)(db/)?client\\.server$",
  importNames: ["getDb"],
  message: "Take the database as the function's first parameter; loaders and actions pass getDatabase(context), job handlers the composition root's (ADR 0031).",
};

/**
 * The layers, bottom up; each may import only the ones under it (and itself). One entry per file
 * group: a later no-restricted-imports for the same file would replace these, not add to them.
 */
const LAYER_RULES = [
  { files: ["app/db/**"], patterns: [...above(["features", "composition", "routes", "root", "enhance"], GROUND), PERSONAL_DATA] },
  { files: GROUND_FILES.filter((files) => files !== "app/db/**"), patterns: [...above(["features", "composition", "routes", "root", "enhance"], GROUND), PERSONAL_DATA, DATABASE] },
  { files: ["app/features/**"], patterns: [...above(["composition", "routes", "root", "enhance"], FEATURE), DATABASE] },
  { files: ["app/composition/**"], patterns: [...above(["routes", "root", "enhance"], COMPOSITION), PERSONAL_DATA] },
  // The top: routes (the back-office's may read personal data), the root, the browser's entry.
  { files: ["app/**/*.{ts,tsx}"], ignores: ["app/routes/admin/**", "app/features/**", "app/composition/**", ...GROUND_FILES], patterns: [PERSONAL_DATA, DATABASE] },
  { files: ["app/routes/admin/**"], patterns: [DATABASE] },
];

export default tseslint.config(
  { ignores: ["build/", "build-*/", "node_modules/", ".react-router/", "data/", "test-results/", "playwright-report/", "drizzle/", ".tmp/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-control-regex": "off",
      // French typography uses non-breaking spaces in texts.
      "no-irregular-whitespace": ["error", { skipStrings: true, skipComments: true, skipTemplates: true, skipJSXText: true, skipRegExps: true }],
    },
  },
  {
    // No import cycles between the application's modules (types included: a cycle of types is
    // still two modules that cannot be read apart).
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  ...LAYER_RULES.map(({ files, ignores = [], patterns }) => ({
    files,
    ignores: [...ignores, "**/*.test.ts", "**/*.test.tsx"],
    rules: { "no-restricted-imports": ["error", { patterns }] },
  })),
);
