// Lint: TypeScript-aware recommended rules plus the rules of hooks.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
    // Reads that return personal data live in *.admin.server.ts: only admin routes (guarded by
    // requireAdmin), feature code and tests may import them.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/routes/admin/**", "app/features/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/*.admin.server", "**/*.admin.server.ts"], message: "Personal-data queries are for admin routes only (app/routes/admin/**)." }] },
      ],
    },
  },
);
