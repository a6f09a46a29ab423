import { config } from "@keystatic/core";
import { fixedPages } from "./app/content/fixed-pages";
import { repositorySchema } from "./app/keystatic/repository-schema";

/**
 * The editor's configuration: where it stores content, how it lists the collections, and the
 * content schema (app/content/schema/: one module per collection or singleton, assembled by its
 * index.ts), which the build reads every file through too.
 *
 * Storage: the development server's code has local storage (the editor writes the working tree,
 * when the server allows it at run time: app/keystatic/editor.server.ts); a build, whatever
 * NODE_ENV it ran under, uses GitHub when VITE_KEYSTATIC_GITHUB_REPO was set (docs/editing.md),
 * and has no editor otherwise. The configuration itself is loaded by the editor's own routes:
 * never by a public page's browser code.
 */
declare const __DEVELOPMENT_SERVER__: boolean | undefined;
const githubRepo = import.meta.env?.VITE_KEYSTATIC_GITHUB_REPO as `${string}/${string}` | undefined;

export const storage =
  typeof __DEVELOPMENT_SERVER__ !== "undefined" && __DEVELOPMENT_SERVER__
    ? ({ kind: "local" } as const)
    : githubRepo
      ? ({ kind: "github", repo: githubRepo, branchPrefix: "content/" } as const)
      : null;

/**
 * The page files, posts and finder items in the repository, for the editor's pickers and the
 * fields that check an entry against the others, read when the editor's code is built (Vite's
 * import.meta.glob). Outside Vite (a tsx script) there is no glob; those scripts read content
 * through the loader, which passes its own files to contentSchema.
 */
function filesInRepository(): { file: string; text: string }[] {
  try {
    const files = import.meta.glob<string>(
      ["./content/*.{yaml,json}", "./content/*/*.yaml", "./content/blog/*.md", "./content/finder/*/*.yaml"],
      { query: "?raw", import: "default", eager: true },
    );
    return Object.entries(files).map(([file, text]) => ({ file: file.slice(2), text }));
  } catch {
    return [];
  }
}
const schema = repositorySchema(filesInRepository());

export default config({
  storage: storage ?? { kind: "local" },
  ui: {
    brand: { name: "Saltbush website" },
    navigation: {
      Pages: ["services", "waste", "materials", "industries", "business", "cities", "hubs", "terms"],
      "Fixed pages": [...(Object.keys(fixedPages) as (keyof typeof fixedPages)[]), "blogList", "serviceArea"],
      "Shared headings": [
        "topicHeadings",
        "hubHeadings",
        "cityHeadings",
        "postWords",
        "searchWords",
        "documentWords",
        "regulatedWords",
      ],
      Blog: ["blog"],
      "Monthly e-mail": ["monthly", "subscriptionWords"],
      Company: [
        "company",
        "register",
        "lidColours",
        "navigation",
        "footer",
        "redirects",
        "publishedAddresses",
        "publishedTerms",
      ],
      "Finder tools": ["wasteItems", "serviceAreas", "bins"],
    },
  },
  ...schema,
});
