import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/dist-ssr/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
      "apps/server/src/db/migrations/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      eqeqeq: ["error", "smart"],
      "no-console": "off",
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ["apps/web/**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  {
    // The service worker template: its list of files is filled in at build time.
    files: ["apps/web/build/sw-template.js"],
    languageOptions: {
      globals: { ...globals.serviceworker, __PRECACHE__: "readonly", __DATA_PATHS__: "readonly" },
    },
  },
  {
    // Configuration comes from one validated place (apps/server/src/env.ts).
    files: ["apps/server/src/**/*.ts"],
    ignores: ["apps/server/src/env.ts", "apps/server/src/test/**", "apps/server/src/**/*.test.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration through env.ts" },
      ],
    },
  },
  {
    // Features do not import each other; the app layer composes them.
    files: ["apps/web/src/features/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^\\.\\./\\.\\./(?!\\.\\./)[^/]+/",
              message: "A feature must not import another feature; compose them in app/.",
            },
          ],
        },
      ],
    },
  },
);
