import { CORE_SCHEMA, load as parseYaml } from "js-yaml";
import type { z } from "zod";
import {
  type CityFile,
  type GeneralFile,
  type HubFile,
  type PageType,
  type TermsVersion,
  type TopicFile,
  collections,
  companyFile,
  termsVersionFile,
} from "./schema";
import { loadFinder } from "./finder";
import type { FinderTables } from "./finder-shapes";
import { fillTokens } from "./text";

/** One page of the site map, as menus, breadcrumbs, cards, the sitemap and SEO tags read it. */
export interface SitePage {
  path: string;
  type: PageType;
  /** The page's own name: its H1, breadcrumb label and card heading. */
  name: string;
  /** The page part of the title; the brand is appended by the SEO helper. Absent = site default. */
  title?: string;
  /** 70 to 160 characters; also the one-line summary on hub cards. */
  description?: string;
  keywords?: string[];
}

export interface ContentFile {
  /** Relative to the repository, such as content/services/wheelie-bins.yaml. */
  file: string;
  text: string;
}

type Parsed =
  | { file: string; kind: "topic"; type: PageType; data: TopicFile }
  | { file: string; kind: "city"; type: PageType; data: CityFile }
  | { file: string; kind: "hub"; type: PageType; data: HubFile }
  | { file: string; kind: "general"; type: PageType; data: GeneralFile };

export interface Content {
  pages: SitePage[];
  topics: Map<string, TopicFile>;
  cities: Map<string, CityFile>;
  hubs: Map<string, HubFile>;
  general: Map<string, GeneralFile>;
  /** The file each page's words come from, by address (a published terms version's too). */
  files: Map<string, string>;
  /** The published versions of each terms page, by the page's address, oldest first. */
  termsVersions: Map<string, TermsVersion[]>;
  /** The finder tools' tables: what goes where, service areas, bin sizes (content/finder/). */
  finder: FinderTables;
}

/** The build stops on any of these, with every problem listed, each naming its file and field. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`The content has ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ContentError";
  }
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.join(".");
  if (issue.code === "unrecognized_keys")
    return issue.keys
      .map((key) => `field "${[...issue.path, key].join(".")}" is not a known field here`)
      .join("; ");
  if (issue.code === "invalid_type" && /received undefined/.test(issue.message))
    return `field "${field}" is required but missing`;
  return `field "${field || "(whole file)"}" ${issue.message}`;
}

const kinds: Record<string, Parsed["kind"]> = {
  services: "topic",
  waste: "topic",
  materials: "topic",
  industries: "topic",
  business: "topic",
  cities: "city",
  hubs: "hub",
  pages: "general",
};

/** Templates that exactly one general page uses, read by name rather than by address. */
const singleTemplates = ["home", "about", "contact", "thankYou", "privacy", "accessibility"];

/**
 * Parses and checks every page file and the company facts, then checks the files against each
 * other: every address unique, every link to another page pointing at a page that exists.
 */
export function loadContent(files: ContentFile[]): Content {
  const problems: string[] = [];
  const parsed: Parsed[] = [];
  const brokenFileAddresses = new Set<string>();
  const versions: { file: string; version: TermsVersion }[] = [];
  const finderFiles: ContentFile[] = [];
  for (const { file, text } of files) {
    if (file.startsWith("content/finder/")) {
      finderFiles.push({ file, text });
      continue;
    }
    if (file === "content/company.json") {
      let data: unknown;
      try {
        data = JSON.parse(text);
      } catch (error) {
        problems.push(`${file}: not valid JSON (${(error as Error).message})`);
        continue;
      }
      const result = companyFile.safeParse(data);
      if (!result.success) problems.push(...result.error.issues.map((i) => `${file}: ${describeIssue(i)}`));
      continue;
    }
    if (file.startsWith("content/terms/")) {
      const version = parseFile(file, text, termsVersionFile, problems);
      if (version) versions.push({ file, version });
      continue;
    }
    const match = /^content\/([a-z]+)\/[a-z0-9-]+\.yaml$/.exec(file);
    const collection = match && collections.find((c) => c.folder === match[1]);
    if (!match || !collection) {
      problems.push(`${file}: not where content belongs (content/<page type>/<name>.yaml)`);
      continue;
    }
    let data: unknown;
    try {
      // The parser the editor writes with; the core schema reads a date as the text it is.
      data = parseYaml(text, { schema: CORE_SCHEMA, filename: file });
    } catch (error) {
      problems.push(`${file}: not valid YAML (${(error as Error).message.split("\n")[0]})`);
      continue;
    }
    const result = collection.schema.safeParse(data ?? {});
    if (!result.success) {
      problems.push(...result.error.issues.map((issue) => `${file}: ${describeIssue(issue)}`));
      // Its address still counts, so links to it are not reported as broken as well.
      const path = (data as { path?: unknown } | null)?.path;
      if (typeof path === "string") brokenFileAddresses.add(path);
      continue;
    }
    const kind = kinds[collection.folder]!;
    if (kind === "general") {
      const general = result.data as GeneralFile;
      parsed.push({ file, kind, type: general.body.discriminant, data: general });
    } else parsed.push({ file, kind, type: collection.type as PageType, data: result.data } as Parsed);
  }

  const owner = new Map<string, string>();
  for (const { file, data } of parsed) {
    const other = owner.get(data.path);
    if (other) problems.push(`${file}: field "path" ${data.path} is already the address of ${other}`);
    else owner.set(data.path, file);
  }
  const templateOwner = new Map<string, string>();
  for (const { file, kind, data } of parsed) {
    if (kind !== "general" || !singleTemplates.includes(data.body.discriminant)) continue;
    const other = templateOwner.get(data.body.discriminant);
    if (other) problems.push(`${file}: field "body.discriminant" ${data.body.discriminant} is already used by ${other}`);
    else templateOwner.set(data.body.discriminant, file);
  }
  for (const { file, data } of parsed) {
    for (const [field, link] of linksOf(data)) {
      if (!owner.has(link) && !brokenFileAddresses.has(link)) problems.push(`${file}: field "${field}" links to ${link}, which is not a page`);
    }
  }
  const termsVersions = checkTermsVersions(versions, parsed, problems);
  // A page whose file has problems still counts as a page, of a type not known.
  const pageTypes = new Map<string, string | undefined>([
    ...[...brokenFileAddresses].map((path) => [path, undefined] as const),
    ...parsed.map(({ type, data }) => [data.path, type] as const),
  ]);
  const finder = loadFinder(finderFiles, pageTypes, parseFile, problems);
  if (problems.length) throw new ContentError(problems);

  const pages: SitePage[] = parsed.map(({ type, data }) => ({
    path: data.path,
    type,
    // Metadata names the company's facts through tokens too, such as "since {founded}".
    name: fillTokens(data.name),
    ...(data.title ? { title: fillTokens(data.title) } : {}),
    ...(data.description ? { description: fillTokens(data.description) } : {}),
    ...(data.keywords ? { keywords: data.keywords } : {}),
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
    general: new Map(
      parsed.flatMap((entry) =>
        entry.kind === "general" ? [[singleTemplates.includes(entry.data.body.discriminant) ? entry.data.body.discriminant : entry.data.path, entry.data] as const] : [],
      ),
    ),
    // A published version's address is its file's page too, for the editor's Preview button.
    files: new Map([
      ...parsed.map(({ file, data }) => [data.path, file] as const),
      ...versions.map(({ file, version }) => [`${version.document}/${version.version}`, file] as const),
    ]),
    termsVersions,
    finder,
  };
}

function parseFile<S extends z.ZodType>(file: string, text: string, schema: S, problems: string[]) {
  let data: unknown;
  try {
    data = parseYaml(text, { schema: CORE_SCHEMA, filename: file });
  } catch (error) {
    problems.push(`${file}: not valid YAML (${(error as Error).message.split("\n")[0]})`);
    return undefined;
  }
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data as z.output<S>;
  problems.push(...result.error.issues.map((issue) => `${file}: ${describeIssue(issue)}`));
  return undefined;
}

/**
 * Each version belongs to a terms page and has a month of its own there, every terms page has at
 * least one version, and a version's links to this site lead to pages that exist.
 */
function checkTermsVersions(
  versions: { file: string; version: TermsVersion }[],
  parsed: Parsed[],
  problems: string[],
): Map<string, TermsVersion[]> {
  const termsPages = parsed.filter((entry) => entry.type === "terms").map((entry) => entry.data.path);
  const paths = new Set(parsed.map((entry) => entry.data.path));
  const byPage = new Map<string, TermsVersion[]>(termsPages.map((path) => [path, []]));
  for (const { file, version } of versions) {
    const list = byPage.get(version.document);
    if (!list) {
      problems.push(`${file}: field "document" ${version.document} is not a terms page`);
      continue;
    }
    if (list.some((other) => other.version === version.version))
      problems.push(`${file}: field "version" ${version.version} is already published for ${version.document}`);
    else list.push(version);
    version.sections.forEach((section, i) =>
      section.links?.forEach((link, j) => {
        if (link.href.startsWith("/") && !paths.has(link.href))
          problems.push(`${file}: field "sections.${i}.links.${j}.href" links to ${link.href}, which is not a page`);
      }),
    );
  }
  for (const [path, list] of byPage) {
    if (!list.length) problems.push(`${path}: has no published version in content/terms/`);
    list.sort((a, b) => a.version.localeCompare(b.version));
  }
  return byPage;
}

/** Every link from a page's words to another page, with the field it is in. */
function linksOf(data: Parsed["data"]): [field: string, path: string][] {
  const links: [string, string][] = [];
  const add = (field: string, paths: string[] | undefined) =>
    paths?.forEach((path, index) => links.push([`${field}.${index}`, path]));
  if ("related" in data) add("related", data.related);
  if ("faqs" in data)
    data.faqs?.forEach((faq, i) =>
      faq.links?.forEach((link, j) => links.push([`faqs.${i}.links.${j}.path`, link.path])),
    );
  if ("suits" in data) add("suits.industries", data.suits.industries);
  if ("services" in data) add("services", data.services);
  if ("body" in data) {
    const { body } = data;
    if (body.discriminant === "home") {
      body.value.audiences.forEach((card, i) => links.push([`body.value.audiences.${i}.path`, card.path]));
      body.value.families.forEach((card, i) => links.push([`body.value.families.${i}.path`, card.path]));
    }
    if (body.discriminant === "about") add("body.value.related", body.value.related);
  }
  return links;
}
