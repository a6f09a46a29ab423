import { config } from "@keystatic/core";
import { addressFiles, liveAddresses } from "./app/content/address-limits";
import { fixedPages } from "./app/content/fixed-pages";
import { yamlOrNothing } from "./app/content/yaml";
import {
  areasIn,
  binsIn,
  contentSchema,
  finderItemsIn,
  linksIn,
  pagesIn,
  postsIn,
  proseIn,
  termsVersionsIn,
} from "./app/keystatic/schema";

/**
 * The editor's configuration: where it stores content, how it lists the collections, and the
 * content schema (app/keystatic/schema/: one module per collection or singleton, assembled by its
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
const repository = filesInRepository();
const pages = pagesIn(repository);
const posts = postsIn(repository);

/** A page or post as staff know it, by its name: “Wheelie bins”. */
function pageOrPostName(file: string): string | undefined {
  const named = [...pages, ...posts].find((entry) => entry.file === file);
  return named && `“${named.name}”`;
}

/**
 * What staff call the entry a file is: a page or post by its name, a singleton by its label
 * ("Menu"), another entry by its list's label and file name.
 */
function entryName(file: string): string {
  const named = pageOrPostName(file);
  if (named) return named;
  const stem = file.replace(/\.\w+$/, "");
  const single = Object.values(schema.singletons).find((entry) => entry.path === stem);
  if (single) return single.label;
  const list = Object.values(schema.collections).find(
    (entry) => entry.path && stem.startsWith(entry.path.replace(/\*$/, "")),
  );
  return list ? `${list.label}: ${stem.slice(stem.lastIndexOf("/") + 1)}` : file;
}
let links: Map<string, string[]> | undefined;

/** The record of every address the site has published, as the repository holds it. */
function publishedIn(files: { file: string; text: string }[]): string[] {
  const text = files.find(({ file }) => file === addressFiles.published)?.text;
  const addresses = (yamlOrNothing(text ?? "") as { addresses?: unknown } | null | undefined)?.addresses;
  return Array.isArray(addresses) ? addresses.filter((address) => typeof address === "string") : [];
}

const termsVersions = termsVersionsIn(repository);

const schema = contentSchema(pages, {
  posts,
  finderItems: finderItemsIn(repository),
  prose: proseIn(repository, pages),
  termsVersions,
  // Read when a page's entry is first shown: naming the entries needs the schema's labels.
  linksTo: (path) => (links ??= linksIn(repository, entryName)).get(path) ?? [],
  addresses: {
    // Each address with what staff call its page or post, which a refusal names.
    live: new Map(
      [
        ...liveAddresses(
          termsVersions,
          pages,
          posts.map((post) => post.path),
        ),
      ].map(([address, file]) => [address, pageOrPostName(file) ?? file]),
    ),
    published: publishedIn(repository),
  },
  areas: areasIn(repository),
  knownBins: binsIn(repository),
});

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
      ],
      Blog: ["blog"],
      Company: [
        "company",
        "register",
        "lidColours",
        "navigation",
        "footer",
        "redirects",
        "publishedAddresses",
      ],
      "Finder tools": ["wasteItems", "serviceAreas", "bins"],
    },
  },
  ...schema,
});
