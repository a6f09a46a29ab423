import type { ComponentSchema } from "@keystatic/core";
import { type PageRef, contentSchema, pagesIn, postsIn } from "./schema";
import { type IconName, isIconName } from "./schema/icon";
import { readFields } from "./fields";
import { pageFolders, pageTypeOf } from "./page-folders";
import { repeatedProse } from "./repeats";
import { sourcesFromTheWrongPlace } from "./source-places";
import { postAddress } from "./address-limits";
import { movedPages } from "./moved-pages";
import { checkUniquePages } from "./unique-pages";
import { loadFinder } from "./finder";
import { type Footer, type FooterFile, readFooter } from "./footer";
import { type MenuFile, type MenuPage, type NavItem, readNavigation } from "./navigation";
import { type WordPageKey, fixedPages, isFixedPage, isWordPage } from "./fixed-pages";
import type { FinderTables } from "./finder-shapes";
import { templateWordFiles } from "./template-limits";
import { fillTokens } from "./text";
import type {
  CityFile,
  GeneralFile,
  HubFile,
  PageType,
  Parsed,
  ReadEntry,
  TemplateWords,
  TermsVersion,
  TopicFile,
  WordPage,
} from "./types";
import { parseYaml } from "./yaml";
import { checkTermsVersions } from "./site-checks";
import { offerProblems } from "./offer-rules";
import { authorityStateProblems } from "./register-limits";
import type { Register } from "./register";
import { type RecordedTerms, termsEditedAfterPublication, termsRecordFile } from "./terms-record-limits";

/** One page of the site map, as menus, breadcrumbs, cards, the sitemap and SEO tags read it. */
export interface SitePage {
  path: string;
  type: PageType;
  /** The page's own name: its H1, breadcrumb label and card heading. */
  name: string;
  /** The page part of the title; the brand is appended by the SEO helper. Absent = site default. */
  title?: string;
  /** Also the one-line summary on hub cards. Absent = site default. */
  description?: string;
  keywords?: string[];
  /** The Lucide icon its cards, hero and social card show (every page has one: iconOf). */
  icon?: IconName;
}

export interface ContentFile {
  /** Relative to the repository, such as content/services/wheelie-bins.yaml. */
  file: string;
  text: string;
}

export interface Content {
  pages: SitePage[];
  topics: Map<string, TopicFile>;
  cities: Map<string, CityFile>;
  hubs: Map<string, HubFile>;
  /** The fixed general pages, by their entry in the editor (home, about, contact …). */
  general: Map<string, GeneralFile>;
  /** The words of the pages outside the site map: the blog's list, the service-area answer. */
  wordPages: Map<WordPageKey, WordPage>;
  /** The file each page's words come from, by address (a published terms version's too). */
  files: Map<string, string>;
  /** The published versions of each terms page, by the page's address, oldest first. */
  termsVersions: Map<string, TermsVersion[]>;
  /** The finder tools' tables: what goes where, service areas, bin sizes (content/finder/). */
  finder: FinderTables;
  /** The menu in the bar at the top of every page (content/navigation.yaml). */
  navigation: NavItem[];
  /** The footer's words, quick links and area links (content/footer.yaml). */
  footer: Footer;
  /** The headings and sentences a template shares across its pages (content/template-words/). */
  templateWords: TemplateWords;
  /** Moved pages: each old address and the address that answers for it now (content/redirects.yaml). */
  redirects: Map<string, string>;
}

/** The build stops on any of these, with every problem listed, each naming its file and field. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`The content has ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ContentError";
  }
}


/**
 * Reads every file through the editor's fields (one problem per field that breaks its own rule),
 * then the rules that span files: each address and name one page's, every terms page published,
 * no prose repeated, published addresses kept.
 */
export function loadContent(files: ContentFile[]): Content {
  const problems: string[] = [];
  const known = pagesIn(files);
  // The monthly e-mails link posts as well as pages.
  const { collections, singletons } = storedAs(schemaFor(known, postsIn(files)));
  const read: ReadEntry[] = [];
  // A post is read by the blog's own catalogue; here it is an address the site publishes.
  const posts = files.flatMap(({ file }) => postAddress(file) ?? []);
  // A file that is there but breaks its fields' rules is reported by field, never as missing.
  const present = new Set(files.map(({ file }) => file));
  const versionsUnread = new Set<string>();
  for (const { file, text } of files) {
    if (file.startsWith("content/blog/")) continue;
    const entry = Object.entries(collections).find(([, c]) => matchesEntry(c.path, c.format, file));
    const single = Object.entries(singletons).find(([, s]) => file === `${s.path}.${s.format?.data ?? "yaml"}`);
    const [name, fields] = entry ?? single ?? [];
    if (!name || !fields) {
      problems.push(`${file}: not where content belongs (content/<page type>/<name>.yaml)`);
      continue;
    }
    let data: unknown;
    try {
      // JSON, or YAML read with the core schema, so a date stays the text it is.
      data = file.endsWith(".json") ? JSON.parse(text) : parseYaml(text, file);
    } catch (error) {
      problems.push(`${file}: not valid ${file.endsWith(".json") ? "JSON" : "YAML"} (${(error as Error).message.split("\n")[0]})`);
      continue;
    }
    const slug = entry && { field: entry[1].slugField, value: file.slice(file.lastIndexOf("/") + 1).replace(/\.\w+$/, "") };
    const result = readFields(fields.schema, data, slug);
    if (result.problems.length) {
      problems.push(...result.problems.map(({ field, message }) => `${file}: field "${field}": ${message}`));
      // A terms version with a field's problem is still that page's version, not a missing one.
      const document = name === "terms" && (data as { document?: unknown } | null)?.document;
      if (typeof document === "string") versionsUnread.add(document);
      continue;
    }
    read.push({ file, collection: name, data: result.value });
  }

  const parsed: Parsed[] = read.flatMap(({ file, collection, data }) => {
    if (isFixedPage(collection)) {
      // A fixed page's address and template are its route's; the two without metadata read as empty.
      const { path, type } = fixedPages[collection];
      const page = { title: "", description: "", keywords: [], ...data, path, key: collection, template: type };
      return [{ file, kind: type === "hub" ? "hub" : "general", type, data: page } as unknown as Parsed];
    }
    const folder = pageFolders[collection];
    return folder ? [{ file, kind: folder.kind, type: folder.type, data } as Parsed] : [];
  });
  const versions = read
    .filter((entry) => entry.collection === "terms")
    .map(({ file, data }) => ({ file, version: data as TermsVersion }));

  checkUniquePages(parsed, problems);
  const termsVersions = checkTermsVersions(versions, parsed, problems, versionsUnread);
  const termsRecord = read.find((entry) => entry.file === termsRecordFile)?.data as { versions?: RecordedTerms[] } | undefined;
  problems.push(...termsEditedAfterPublication(versions, termsRecord?.versions ?? []));
  problems.push(...repeatedProse(parsed));
  problems.push(...sourcesFromTheWrongPlace(parsed));
  const finder = loadFinder(read, problems);
  problems.push(...offerProblems(parsed, read, finder));
  const register = read.find((entry) => entry.collection === "register");
  if (register) problems.push(...authorityStateProblems(register.file, register.data as Register));
  const linkable = linkablePages(parsed, known);
  const navigation = menuOf(read, linkable, problems, present);
  const footer = footerOf(read, linkable, problems, present);
  const templateWords = sharedWords(read, problems, present);
  const redirects = movedPages(read, files, known, posts, problems);
  if (problems.length) throw new ContentError(problems);

  const pages: SitePage[] = parsed.map(({ type, data }) => ({
    path: data.path,
    type,
    // Metadata names the company's facts through tokens too, such as "since {founded}".
    name: fillTokens(data.name),
    ...(data.title ? { title: fillTokens(data.title) } : {}),
    ...(data.description ? { description: fillTokens(data.description) } : {}),
    ...(data.keywords.length ? { keywords: data.keywords } : {}),
    ...iconOf(type, data),
  }));
  const byKind = <K extends Parsed["kind"]>(kind: K) =>
    new Map(
      parsed
        .filter((entry): entry is Extract<Parsed, { kind: K }> => entry.kind === kind)
        .map((entry) => [entry.data.path, entry.data as Extract<Parsed, { kind: K }>["data"]]),
    );
  return {
    pages,
    topics: byKind("topic"),
    cities: byKind("city"),
    hubs: byKind("hub"),
    general: new Map([...byKind("general").values()].map((page) => [page.key, page])),
    wordPages: new Map(
      read.flatMap(({ collection, data }) => (isWordPage(collection) ? [[collection, data as WordPage] as const] : [])),
    ),
    // A published version's address is its file's page too, for the editor's Preview button.
    files: new Map([
      ...parsed.map(({ file, data }) => [data.path, file] as const),
      ...versions.map(({ file, version }) => [`${version.document}/${version.version}`, file] as const),
    ]),
    termsVersions,
    finder,
    navigation,
    footer,
    templateWords,
    redirects,
  };
}

/** The words each kind of page shares (content/template-words/), each file required. */
function sharedWords(read: ReadEntry[], problems: string[], present: Set<string>): TemplateWords {
  const groups = Object.entries(templateWordFiles).map(([name, { key, file }]) => {
    const entry = read.find((candidate) => candidate.collection === key);
    if (!entry && !present.has(`${file}.yaml`)) problems.push(`${file}.yaml: the file of these shared headings is missing`);
    return [name, entry?.data];
  });
  return Object.fromEntries(groups) as TemplateWords;
}

/**
 * The pages the menu and footer may link to: every page read, and every page whose file is there
 * but broke one of its fields' rules (reported by field), so that one field's problem does not also
 * read as a menu or footer link to a page that is not there or not a hub.
 */
function linkablePages(parsed: Parsed[], known: PageRef[]): MenuPage[] {
  const read = parsed.map(({ file, type, data }) => ({ file, path: data.path, type, name: data.name }));
  const unread = known
    .filter((page) => !read.some((entry) => entry.file === page.file))
    .flatMap(({ file, path, name, folder, template }) => {
      const type = pageTypeOf({ folder, template });
      return type ? [{ file, path, type, name }] : [];
    });
  return [...read, ...unread].map(({ path, type, name }) => ({ path, type, name }));
}

/** The menu, read against the pages it points at; a site without its menu file is refused. */
function menuOf(read: ReadEntry[], pages: MenuPage[], problems: string[], present: Set<string>): NavItem[] {
  const menu = read.find((entry) => entry.collection === "navigation");
  if (!menu) {
    if (!present.has("content/navigation.yaml"))
      problems.push("content/navigation.yaml: the menu's file is missing (the editor's Menu)");
    return [];
  }
  return readNavigation(menu.file, menu.data as unknown as MenuFile, pages, problems);
}

/** The footer, read against the pages it links; a site without its footer file is refused. */
function footerOf(read: ReadEntry[], pages: MenuPage[], problems: string[], present: Set<string>): Footer {
  const entry = read.find((candidate) => candidate.collection === "footer");
  if (!entry) {
    if (!present.has("content/footer.yaml")) problems.push("content/footer.yaml: the footer's file is missing (the editor's Footer)");
    return {} as Footer;
  }
  return readFooter(entry.file, entry.data as unknown as FooterFile, pages, problems);
}

interface Stored {
  path: string;
  /** Keystatic stores YAML when a collection names no format. */
  format?: { data?: string; contentField?: string };
  slugField: string;
  schema: Record<string, ComponentSchema>;
}

/**
 * The fields for one set of pages and posts, built once for it: building the editor's schema took
 * half of each load, and the build's checks and their tests load the same site many times over.
 * Its checks answer from the value and arguments they are given, so loads that share it give the
 * answers each would give alone.
 */
let lastSchema: { key: string; schema: ReturnType<typeof contentSchema> } | undefined;
function schemaFor(pages: PageRef[], posts: ReturnType<typeof postsIn>) {
  const key = JSON.stringify([pages, posts]);
  if (lastSchema?.key !== key) lastSchema = { key, schema: contentSchema(pages, { posts }) };
  return lastSchema.schema;
}

/** Where the editor stores each collection's and singleton's files, and their fields. */
const storedAs = (schema: ReturnType<typeof contentSchema>) =>
  schema as unknown as { collections: Record<string, Stored>; singletons: Record<string, Omit<Stored, "slugField">> };

/** Whether a file is an entry of a collection stored at `path` (content/services/*) in `format`. */
function matchesEntry(path: string, format: Stored["format"], file: string) {
  const extension = format?.contentField ? ".md" : `.${format?.data ?? "yaml"}`;
  const folder = path.replace(/\*$/, "");
  return file.startsWith(folder) && file.endsWith(extension) && !file.slice(folder.length).includes("/");
}


/**
 * A page's icon: the one its file names (every page but the home page and the cities), else, for
 * a city page, the map pin. So every card, hero and social card has a picture.
 */
function iconOf(type: PageType, data: object): { icon?: IconName } {
  if ("icon" in data && isIconName(data.icon)) return { icon: data.icon };
  return type === "city" ? { icon: "map-pin" } : {};
}
