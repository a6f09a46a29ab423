import { reactRouter } from "@react-router/dev/vite";
import { globSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type Plugin, defineConfig } from "vite";

/** The packages the modules import at run time (not their type-only imports), for Vite to prepare. */
function packagesImportedBy(files: string[]): string[] {
  const imported = files.flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(/^import (?!type )[^;]*? from "([^".~/][^"]*)";/gm)].map(
      (match) => match[1]!,
    ),
  );
  return [...new Set(imported)].sort();
}

/** Every entry of Keystatic's interface kit (@keystar/ui/…) the editor's own code and fields import. */
const editorUiPackages = () =>
  packagesImportedBy(globSync("app/**/*.{ts,tsx}")).filter((name) => name.startsWith("@keystar/ui/"));

/**
 * The JavaScript every page starts with, in few files (docs/decisions/0007-performance.md): the
 * browser spends main-thread time on every request, so fifteen small chunks cost a phone more
 * than three larger ones. React and React Router form one chunk, the site's components and
 * helpers that three or more pages share another; a page's own code and anything loaded on
 * demand (search, the enquiry rules) stay apart.
 */
const codeSplitting = {
  groups: [
    {
      name: "framework",
      test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
      priority: 2,
    },
    // Vite's helper for import() goes with them: a chunk of its own would be one more request.
    { name: "shared", test: /[\\/]app[\\/]|vite[\\/]preload-helper/, minShareCount: 3, priority: 1 },
  ],
};

/**
 * Asks Chromium to compile the start-up chunks' functions eagerly, on a background thread while
 * they download, rather than one by one on the main thread during hydration (V8's explicit
 * compile hints: the magic comment must open the file). Only for code that runs at start-up.
 * Route chunks are left out: Vite writes its dependency map at their top after every plugin.
 */
function compileHints(): Plugin {
  const startUp = /^(entry\.client|framework|shared)-/;
  return {
    name: "saltbush-compile-hints",
    enforce: "post",
    applyToEnvironment: (environment) => environment.name === "client",
    // After minification, which would drop the comment.
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === "chunk" && startUp.test(chunk.fileName.replace(/^assets\//, ""))) {
          chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
        }
      }
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [reactRouter(), compileHints()],
  define: {
    // Code compiled by the development server, never by a build: only it may have the editor's
    // local storage (keystatic.config.ts), which writes files without sign-in. A build made under
    // NODE_ENV=development is still a build.
    __DEVELOPMENT_SERVER__: JSON.stringify(command === "serve"),
    // The editor's interface is built only where it can run: the development server (local
    // storage) and production builds for GitHub storage (docs/editing.md). Other builds leave its
    // 3 MB out, and the build time with it.
    __EDITOR_BUILT__: JSON.stringify(command === "serve" || Boolean(process.env.VITE_KEYSTATIC_GITHUB_REPO)),
    __SITE_URL__: JSON.stringify(
      (process.env.SITE_URL ?? "https://www.saltbush.example").replace(/(?<!\/)\/+$/, ""),
    ),
    // The privacy policy states it and the retention job applies it (app/content/retention.ts).
    __ENQUIRY_RETENTION_MONTHS__: JSON.stringify(process.env.ENQUIRY_RETENTION_MONTHS ?? ""),
  },
  // The content editor's packages are prepared when the development server starts, not when the
  // editor first opens: its interface is loaded on demand, past Vite's first scan, and a package
  // found then reloads the page under the editor's feet ("optimized dependencies changed"). So is
  // the blog's Markdown pipeline, which the first page found only after it had hydrated.
  optimizeDeps: {
    include: [
      "@keystatic/core",
      "@keystatic/core/ui",
      "js-yaml",
      ...editorUiPackages(),
      ...packagesImportedBy(["app/blog/markdown.ts"]),
    ],
  },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  // The development server serves the site's sources (and modules it has already loaded), its
  // content and public/, and nothing else of the working tree: not data/ (the forms' database and
  // the secret that signs links), not the repository (docs/decisions/0013-threat-model.md).
  server: {
    fs: {
      strict: true,
      allow: ["app", "content", "public", "node_modules", "keystatic.config.ts"],
      deny: [".env", ".env.*", "*.{crt,pem,key,db,db-*,secret}", "**/.git/**", "data/**"],
    },
  },
  // One server bundle with two entries, React Router's build (index.js) and the Express shell that
  // serves it (app.js): the shell and the form actions share one copy of every module, so the forms
  // runtime the shell creates is the one the actions read from the load context.
  environments: {
    ssr: {
      build: {
        rollupOptions: { input: { index: "virtual:react-router/server-build", app: "./server/app.ts" } },
      },
    },
  },
  build: { cssMinify: true, cssCodeSplit: false, rolldownOptions: { output: { codeSplitting } } },
}));
