import { fields } from "@keystatic/core";
import { fixedPageIn } from "../fixed-pages";
import { pageLimits } from "../limits";
import { choice } from "./choice-field";
import { pageGone, pageOfOtherKind } from "../link-limits";
import { parseYaml } from "../yaml";
import type { LinksTo } from "./linked-from";

/** A page the pickers offer: read from the page files themselves. */
export interface PageRef {
  /** The page's file, such as content/services/wheelie-bins.yaml. */
  file: string;
  folder: string;
  name: string;
  path: string;
  template?: string;
  /** Its title and description in search results, which no other page may have. */
  title?: string;
  description?: string;
}

/** Every page's folder, name, address and template, from the text of the page files. */
export function pagesIn(files: { file: string; text: string }[]): PageRef[] {
  return files
    .filter(({ file }) => /^content\/[a-z]+\/[^/]+\.yaml$/.test(file) && !file.startsWith("content/terms/"))
    .flatMap(({ file, text }) => {
      let data: {
        name?: unknown;
        path?: unknown;
        title?: unknown;
        description?: unknown;
        body?: { discriminant?: unknown };
      } | null;
      try {
        data = parseYaml(text) as typeof data;
      } catch {
        return [];
      }
      // A fixed page's address and template are its route's (app/content/fixed-pages.ts).
      const fixed = fixedPageIn(file);
      const path = fixed?.path ?? data?.path;
      if (typeof path !== "string" || !path) return [];
      return [
        {
          file,
          folder: fixed?.type === "hub" ? "hubs" : file.split("/")[1]!,
          name: typeof data?.name === "string" ? data.name : file,
          path,
          template:
            fixed?.type ??
            (typeof data?.body?.discriminant === "string" ? data.body.discriminant : undefined),
          ...(typeof data?.title === "string" && { title: data.title }),
          ...(typeof data?.description === "string" && { description: data.description }),
        },
      ];
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * The page pickers, offering `pages`: the editor passes the pages in the repository when its code
 * is built, the build the pages it is reading, so a link to a page that does not exist is refused
 * by the picker itself in both.
 */
export function pickers(pages: PageRef[], linksTo: LinksTo = () => []) {
  const optionsOf = (list: PageRef[]) => {
    const options = list.map((page) => ({ label: `${page.name} (${page.path})`, value: page.path }));
    return options.length ? options : [{ label: "Home (/)", value: "/" }];
  };
  /**
   * A choice among existing pages, by name, starting on "Choose…". A stored address that is no
   * page (the page was removed, by the editor or a change to the files) still reads, so the entry
   * opens; the field says so under itself and refuses the save, and the build names the file, the
   * field and the address. A page that exists but is not offered here says `otherKind` of itself.
   */
  const pagePicker = (
    label: string,
    folders?: string[],
    list = pages,
    description?: string,
    otherKind: (address: string) => string = pageOfOtherKind,
  ) => {
    const options = optionsOf(list.filter((page) => !folders || folders.includes(page.folder)));
    const all = new Set(pages.map((page) => page.path));
    return choice({
      label,
      description,
      options,
      unknown: (value) => (all.has(value) ? otherKind(value) : pageGone(value)),
    });
  };
  const pageLinks = (label: string, description: string, folders?: string[], min = 0) => {
    const picker = pagePicker("Page", folders);
    return fields.array(picker, {
      label,
      description,
      validation: { length: { min } },
      itemLabel: (props) => `${pages.find((page) => page.path === props.value)?.name ?? ""} (${props.value})`,
    });
  };
  const relatedPages = pageLinks(
    "Related pages",
    `At least ${pageLimits.relatedMin}.`,
    undefined,
    pageLimits.relatedMin,
  );
  return { pages, pagePicker, pageLinks, relatedPages, linksTo };
}

/** The pickers every page type's fields choose pages with. */
export type Pickers = ReturnType<typeof pickers>;
