import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import regexp from "eslint-plugin-regexp";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * app/content's modules of rules: limits and shapes written once, the tokens, the claims rule, the
 * finder's one answer per word (the build's and the editor's), what each folder of pages is, the
 * YAML reader, and the customers' request kinds, the states and the account number's form that the
 * company's facts name.
 */
const contentRules = [
  "limits",
  "*-limits",
  "*-shapes",
  "tokens",
  "claims",
  "finder-words",
  "fixed-pages",
  "navigation-spec",
  "page-folders",
  "yaml",
  "request-kinds",
  "australian-states",
  "account-number",
];
/** A module name that is one of them, for an import pattern. */
const contentRule = `(${contentRules.join("|").replaceAll("*", "[a-z-]+")})$`;

/**
 * app/'s top-level folders, lowest first: each imports only those before it (docs/decisions/0019).
 */
const appFolders = [
  "lib",
  "styles",
  "content",
  "blog",
  "tools",
  "site",
  "search",
  "forms",
  "monthly",
  "keystatic",
  "components",
  "routes",
];

export default tseslint.config(
  {
    ignores: [
      // Builds: the site's own, and the benchmark's, fault scripts' and A/B comparisons' copies.
      "build",
      "build-*",
      ".react-router",
      "node_modules",
      "test-results",
      "test-results-editor",
      "playwright-report",
      "data",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  // No regular expression whose time grows faster than its input: a visitor's path, query or
  // form field can be thousands of characters long (docs/decisions/0013-threat-model.md).
  {
    plugins: { regexp },
    rules: {
      "regexp/no-super-linear-backtracking": "error",
      "regexp/no-super-linear-move": "error",
    },
  },
  // React Router as it publishes itself (docs/decisions/0003): none of its UNSAFE_ exports and none
  // of the globals it keeps for itself (window.__reactRouter…), which change without notice.
  {
    files: ["app/**", "server/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...["ImportSpecifier[imported.name=/^UNSAFE_/]", "ExportSpecifier[local.name=/^UNSAFE_/]"].map(
          (selector) => ({ selector, message: "React Router's UNSAFE_ exports are not its public API." }),
        ),
        ...[
          "Identifier[name=/__reactRouter/]",
          "Literal[value=/__reactRouter/]",
          "TemplateElement[value.raw=/__reactRouter/]",
        ].map((selector) => ({
          selector,
          message:
            "React Router's window.__reactRouter… globals are its own, not the site's to read or write.",
        })),
        scriptsImportedLater(),
      ],
    },
  },
  // Small files, each function reading alone: no source file over 300 lines, no function over 120.
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "nginx/**/*.ts", "scripts/**/*.{ts,tsx,mjs}"],
    rules: { "max-lines": ["error", { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ["app/**", "server/**", "nginx/**", "scripts/**"],
    rules: { "max-lines-per-function": ["error", { max: 120, skipBlankLines: true, skipComments: true }] },
  },
  // Scripts are commands: what a script and the site or a test share lives in app/ or server/,
  // which the script imports (docs/decisions/0019). A test may still run a script as a process.
  {
    files: ["server/**", "nginx/**", "tests/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [scriptsLayer()] }] },
  },
  {
    files: ["tests/**"],
    rules: { "no-restricted-syntax": ["error", scriptsImportedLater()] },
  },
  // The layers import one way (docs/decisions/0019): server/ (the Express shell) imports app/,
  // never the reverse; each top-level folder of app/ imports only the folders before it in
  // `appFolders`; and inside app/content the schema sits between content's rules and its loader:
  // the rule modules <- app/content/schema <- the loader (the rest of app/content). The editor's
  // configuration (keystatic.config.ts) counts as app/keystatic's. tests/unit/import-cycles fails on any
  // circle of imports in app/, of modules or of folders.
  {
    files: ["app/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [serverLayer(), scriptsLayer()] }] },
  },
  ...appFolders.map((folder) => ({
    files: [`app/${folder}/**`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [serverLayer(), scriptsLayer(), ...laterFolders(folder)],
        },
      ],
    },
  })),
  {
    files: contentRules.map((name) => `app/content/${name}.ts`),
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            scriptsLayer(),
            {
              regex: `^(~/|\\.\\./)|^\\./(?!${contentRule})`,
              message:
                "Content's rule modules (limits, *-limits, *-shapes, tokens, yaml) are read by the schema and the loader, so they import only packages and each other.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/content/schema/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            serverLayer(),
            scriptsLayer(),
            {
              regex: `keystatic\\.config|^\\.\\./(?!${contentRule}|\\.\\./lib/)|^~/(?!lib/)`,
              message:
                "The schema is read by the content loader and the editor: it imports app/content's rule modules (limits, *-limits, *-shapes, tokens, yaml) and its own modules (and app/lib), never the loader, the editor, the site or the routes.",
            },
          ],
        },
      ],
    },
  },
);

/** Any import of the Express shell (server/). */
function serverLayer() {
  return {
    regex: `^(\\.\\./)+server/`,
    message: "server/ is the Express shell around app/: it imports app/, never the reverse.",
  };
}

/**
 * Any import of a folder of app/ after `folder`, which imports it; the editor's configuration
 * (keystatic.config.ts) counts as app/keystatic's.
 */
function laterFolders(folder) {
  const later = appFolders.slice(appFolders.indexOf(folder) + 1);
  if (!later.length) return [];
  return [
    {
      regex: `^(~/|(\\.\\./)+)(${later.join("|")})(/|$)${later.includes("keystatic") ? "|keystatic\\.config" : ""}`,
      message: `app/${folder} is read by the folders after it (${later.join(", ")}), so it imports none of them: move what both need down a layer (docs/decisions/0019).`,
    },
  ];
}

/** Any import of a command-line script (scripts/), from a folder beside it or below. */
function scriptsLayer() {
  return {
    regex: "^(\\.\\./)+scripts(/|$)",
    message:
      "scripts/ holds commands: move what this needs into app/ or server/, and import it from there in the script too.",
  };
}

/** The same, imported when the code runs (`import("../scripts/…")`). */
function scriptsImportedLater() {
  return {
    selector: "ImportExpression > Literal[value=/^(\\.\\.\\/)+scripts(\\/|$)/]",
    message: scriptsLayer().message,
  };
}
