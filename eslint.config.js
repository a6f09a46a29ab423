import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import regexp from "eslint-plugin-regexp";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      // Builds: the site's own, and the benchmark's, fault scripts' and A/B comparisons' copies.
      "build",
      "build-*",
      ".react-router",
      "node_modules",
      "test-results",
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
  // The layers import one way: server/ (the Express shell) imports app/, never the reverse, and
  // app/site (site map, navigation) reads app/content, never the reverse.
  {
    files: ["app/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [serverLayer()] }] },
  },
  {
    files: ["app/content/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            serverLayer(),
            {
              regex: "^(~/|(\\.\\./)+)site/",
              message: "app/content is read by app/site, so it cannot import app/site.",
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
