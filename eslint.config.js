import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import checkFile from "eslint-plugin-check-file";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import moduleFolderCycles from "./eslint-rules/module-folder-cycles.js";
import tseslint from "typescript-eslint";

/** The web app never reaches into the server, by package name or by path. */
const NOT_THE_SERVER = {
  group: ["@naehan/server", "@naehan/server/*"],
  message: "The web app does not import the server: what both need belongs in the contract.",
};

/**
 * The server's layers, lowest first: each imports only from those below it (a module may use lib,
 * db and integrations; db may use lib; lib nothing of the server's own). Test support sits above
 * them all: only tests, and the declared `test/testing.ts`, reach it.
 */
const SERVER = "./apps/server/src";
const SERVER_LAYERS = [
  [`${SERVER}/lib`],
  [`${SERVER}/db`],
  [`${SERVER}/integrations`],
  [`${SERVER}/modules`],
  [`${SERVER}/demo`],
  [`${SERVER}/app.ts`, `${SERVER}/deps.ts`, `${SERVER}/env.ts`],
  [`${SERVER}/main.ts`],
];
/** Test support, in one room: helpers, stand-ins, the per-endpoint tables and `testing.ts`. */
const SERVER_TEST_SUPPORT = [`${SERVER}/test`];
const SERVER_ZONES = SERVER_LAYERS.map((target, i) => ({
  target,
  from: [...SERVER_LAYERS.slice(i + 1).flat(), ...SERVER_TEST_SUPPORT],
  message:
    "An import runs back up the server's layers (lib → db → integrations → modules → demo → app.ts/deps.ts → main.ts; test support above them all).",
}));

/**
 * One zone per web feature: a feature imports no other feature, whatever the depth of the file
 * (the app layer composes them). Generated from the folder list, so a new feature gets its zone.
 */
const WEB_FEATURES = "./apps/web/src/features";
const FEATURE_ZONES = readdirSync(`${import.meta.dirname}/apps/web/src/features`, {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    target: `${WEB_FEATURES}/${name}`,
    from: WEB_FEATURES,
    except: [`./${name}`],
    message: `A feature must not import another feature (here: ${name}); compose them in app/.`,
  }));

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
    plugins: { "import-x": importX, "check-file": checkFile },
    settings: {
      // How import-x reads the TypeScript files it follows (no-cycle parses each one it reaches).
      "import-x/extensions": importX.flatConfigs.typescript.settings["import-x/extensions"],
      "import-x/parsers": importX.flatConfigs.typescript.settings["import-x/parsers"],
      "import-x/resolver-next": [
        createTypeScriptImportResolver({
          project: ["packages/contract", "apps/server", "apps/web", "e2e"],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      eqeqeq: ["error", "smart"],
      "no-console": "off",
      // Lowercase words joined by hyphens; `.test`, `.module`, `.routes` and the like may follow.
      "check-file/filename-naming-convention": [
        "error",
        { "**/*.{ts,tsx,js,mjs,mts}": "KEBAB_CASE" },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  // The type-checked rules over every TypeScript file: typescript-eslint's recommended type-aware
  // set. Among them, a promise nobody waits for or handles, a promise where a plain value is
  // expected (an async event handler, a condition), an `any` leaking into typed code, an assertion
  // that changes nothing, an object written into a string as "[object Object]", and a method torn
  // off its object.
  ...tseslint.configs.recommendedTypeCheckedOnly.map((config) => ({
    ...config,
    files: ["**/*.{ts,tsx}"],
  })),
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ["vitest.config.ts"] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  {
    // The bench and backtest scripts read JSON that tools and files hand them (Lighthouse reports,
    // setlist.fm exports, autocannon results) and take from it only the figures they print.
    files: ["apps/server/scripts/**/*.ts"],
    rules: {
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },
  {
    // A test's stand-in keeps the async signature of what it stands in for without awaiting, and
    // Vitest's asymmetric matchers (expect.stringMatching, expect.any) are typed `any` by design.
    files: ["**/*.test.{ts,tsx}", "e2e/**/*.ts", "apps/server/src/test/**/*.ts"],
    rules: {
      "@typescript-eslint/require-await": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
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
    // The service worker template: its lists are filled in at build time.
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
    // The contract, the web app and the journeys reach another workspace package by its name
    // (and so through what it exports), never by a relative path into its folder.
    files: ["packages/contract/**/*.ts", "apps/web/**/*.{ts,tsx}", "e2e/**/*.ts"],
    rules: { "import-x/no-relative-packages": "error" },
  },
  {
    // The contract is the wire format both sides load: zod and itself, nothing else.
    files: ["packages/contract/src/**/*.ts"],
    ignores: ["packages/contract/src/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(?!zod(?:/|$)|\\.{1,2}/)",
              message: "The contract imports only zod (and its own files).",
            },
          ],
        },
      ],
    },
  },
  {
    // Journeys drive the built app from outside: Playwright, Node, their own files and the
    // server's declared test support.
    files: ["e2e/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(?!@playwright/test$|node:|@naehan/server/testing$|\\.{1,2}/)",
              message:
                "e2e imports only @playwright/test, node:*, its own files and @naehan/server/testing.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [NOT_THE_SERVER] }] },
  },
  {
    // Query keys are built in one place (lib/query-keys.ts): a key typed out in a feature would
    // silently miss the queries it means to refresh once the table's key changes.
    files: ["apps/web/src/**/*.{ts,tsx}"],
    ignores: ["apps/web/src/lib/query-keys.ts", "apps/web/src/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...[
          "Property[key.name='queryKey'] > ArrayExpression",
          "CallExpression[callee.property.name=/Quer(y|ies)(Data|Defaults|State)?$/] > ArrayExpression",
        ].map((selector) => ({
          selector,
          message: "Name the query key from lib/query-keys.ts (queryKeys.…), never spell it.",
        })),
      ],
    },
  },
  {
    // Layers of the web app, each importing only those below it: app → features → components →
    // lib; one zone per feature; and no import circles in the web app or the contract.
    files: ["apps/web/src/**/*.{ts,tsx}", "packages/contract/src/**/*.ts"],
    rules: {
      "import-x/no-cycle": "error",
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            { target: "./apps/web/src/features", from: "./apps/web/src/app" },
            {
              target: "./apps/web/src/components",
              from: ["./apps/web/src/app", "./apps/web/src/features"],
            },
            {
              target: "./apps/web/src/lib",
              from: ["./apps/web/src/app", "./apps/web/src/features", "./apps/web/src/components"],
            },
          ]
            .map((zone) => ({
              ...zone,
              message:
                "An import runs back up the web app's layers (app → features → components → lib).",
            }))
            .concat(FEATURE_ZONES),
        },
      ],
    },
  },
  {
    // The server's layers in order (SERVER_LAYERS), and no import circles in the server. Tests sit
    // beside what they test but above every layer: they build the whole app.
    files: ["apps/server/**/*.ts"],
    rules: { "import-x/no-cycle": "error" },
  },
  {
    files: ["apps/server/src/**/*.ts"],
    ignores: ["apps/server/src/**/*.test.ts"],
    rules: { "import-x/no-restricted-paths": ["error", { zones: SERVER_ZONES }] },
  },
  {
    // Modules may use each other, but no circle between their folders, however many files long.
    files: ["apps/server/src/modules/**/*.ts"],
    ignores: ["apps/server/src/**/*.test.ts"],
    plugins: { local: moduleFolderCycles },
    rules: {
      "local/module-folder-cycles": [
        "error",
        { root: `${import.meta.dirname}/apps/server/src/modules` },
      ],
    },
  },
);
