import { addressFiles, liveAddresses } from "../content/address-limits";
import { yamlOrNothing } from "../content/yaml";
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
} from "../content/schema";

type RepositoryFile = { file: string; text: string };

/** The record of every address the site has published, as the repository holds it. */
function publishedIn(files: RepositoryFile[]): string[] {
  const text = files.find(({ file }) => file === addressFiles.published)?.text;
  const addresses = (yamlOrNothing(text ?? "") as { addresses?: unknown } | null | undefined)?.addresses;
  return Array.isArray(addresses) ? addresses.filter((address) => typeof address === "string") : [];
}

/**
 * The editor's content schema for the files in the repository (keystatic.config.ts reads them):
 * the pages, posts and finder items its pickers offer and the fields that check an entry against
 * the others read, and the names a refusal gives the entries it points to.
 */
export function repositorySchema(repository: RepositoryFile[]) {
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
  return schema;
}
