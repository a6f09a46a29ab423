import type { ComponentSchema } from "@keystatic/core";
import { createReader } from "@keystatic/core/reader";
import { dump } from "js-yaml";
import { CORE_SCHEMA, load } from "js-yaml";
import { describe, expect, it } from "vitest";
import keystaticConfig from "../../keystatic.config";
import { contentSchema, pagesIn, postsIn } from "~/content/schema";
import { postAddress } from "~/content/address-limits";
import { parsePost } from "~/blog/catalogue.server";
import { content } from "~/content/index.server";
import { readFields } from "~/content/fields";
import { readContentFiles } from "~/content/files.server";
import { type ContentFile, ContentError, loadContent } from "~/content/load";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { fixedPages } from "~/content/fixed-pages";

/**
 * A save the editor accepts must build, and the build refuses nothing the editor accepts. For
 * every field of every collection and the company's facts, starting from a real content file:
 * values around each limit the field's own check draws (its validate, which the editor runs
 * before a save), and values of the wrong shape, each get the same answer from the editor and
 * from the build's loader.
 */
type Fields = Record<string, ComponentSchema>;
type Path = (string | number)[];
const real = readContentFiles();
// The posts too: the monthly e-mails link them, as the build and the editor read them.
const schema = contentSchema(pagesIn(real), { posts: postsIn(real) }) as unknown as {
  collections: Record<
    string,
    { path: string; format?: { data?: string }; schema: Fields; slugField: string }
  >;
  singletons: Record<string, { path: string; schema: Fields }>;
};

/** One real file per collection, and each singleton's file. */
const examples: { file: string; collection: string }[] = [
  ...Object.entries(schema.collections).flatMap(([name, collection]) => {
    const folder = collection.path.replace(/\/\*$/, "");
    const files = (
      name === "blog" ? readdirSync(folder).map((f) => ({ file: `${folder}/${f}` })) : real
    ).filter(({ file }) => file.startsWith(`${folder}/`));
    return files.slice(0, 1).map(({ file }) => ({ file, collection: name }));
  }),
  { file: "content/company.json", collection: "company" },
  // The fixed pages and the pages outside the site map, an entry each. The menu's, the footer's
  // and the moved pages' rules span the site's pages (the pages SPEC requires, every terms page,
  // every published address), so tests/unit/navigation.test.ts, footer-content.test.ts and
  // page-rules.test.ts try them on the whole site.
  ...Object.entries(schema.singletons)
    .filter(
      ([name, single]) =>
        !["navigation", "footer", "redirects", "publishedAddresses", "publishedTerms"].includes(name) &&
        existsSync(`${single.path}.yaml`),
    )
    .map(([name, single]) => ({ file: `${single.path}.yaml`, collection: name })),
];

function dataOf(file: string): unknown {
  const text = readFileSync(file, "utf8");
  if (file.endsWith(".json")) return JSON.parse(text);
  if (file.endsWith(".md")) return load(/^---\n([\s\S]*?)\n---/.exec(text)![1]!, { schema: CORE_SCHEMA });
  return load(text, { schema: CORE_SCHEMA });
}

/**
 * The repository a field is tried in: the file, and the pages it links to as the pickers see them
 * (name, address, template; each marked as a stub so that it counts for nothing else). The editor
 * and the build both see these pages, and only the file's own problems count.
 */
const realPages = pagesIn(real);
function linkedPages(data: unknown): ContentFile[] {
  const paths = new Set(
    JSON.stringify(data)
      .match(/"\/[a-z0-9/-]*"/g)
      ?.map((path) => JSON.parse(path) as string),
  );
  paths.add("/services");
  return realPages
    .filter((page) => paths.has(page.path))
    .map((page) => ({
      // A fixed page is known by its own file (its address and template are its route's).
      file:
        Object.values(fixedPages)
          .find((fixed) => fixed.path === page.path)
          ?.file.concat(".yaml") ?? `content/${page.folder}/stub${page.path.replaceAll("/", "-")}.yaml`,
      text: dump({
        stub: true,
        name: page.name,
        path: page.path,
      }),
    }))
    .concat(
      real.filter(({ file }) => file.startsWith("content/blog/") && paths.has(postAddress(file) ?? "")),
    );
}

/** The build's answer for one field: no problem named for that file and field. */
function buildAccepts(file: string, field: string, data: unknown, others: ContentFile[]): boolean {
  if (file.endsWith(".md")) {
    try {
      parsePost(file, `---\n${dump(data)}---\nWords.`);
      return true;
    } catch (error) {
      return !(error as Error).message.includes(`field "${field}"`);
    }
  }
  const text = file.endsWith(".json") ? JSON.stringify(data) : dump(data);
  try {
    loadContent([...others, { file, text }]);
    return true;
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return !error.problems.some((p) => p.startsWith(`${file}: field "${field}"`));
  }
}

/** The editor's answer: the field's own parse and validate, as the editor runs them before a save. */
function editorAccepts(field: ComponentSchema, value: unknown, slug?: string): boolean {
  if (field.kind === "array") {
    const { min = 0, max = Infinity } = field.validation?.length ?? {};
    return Array.isArray(value) && value.length >= min && value.length <= max;
  }
  if (field.kind !== "form") return true;
  try {
    if (field.formKind === "slug" && slug !== undefined)
      field.validate(field.parse(value as never, { slug }), { slugField: { slugs: new Set(), glob: "*" } });
    else if (field.formKind === undefined || field.formKind === "slug")
      field.validate(field.parse(value as never, undefined) as never, undefined);
    return true;
  } catch {
    return false;
  }
}

/** Every form and list field in an entry, with its path and its value in the example. */
function fieldsIn(
  fields: Fields,
  data: Record<string, unknown>,
  path: Path = [],
): [Path, ComponentSchema, unknown][] {
  return Object.entries(fields).flatMap(([key, field]) => {
    const at = [...path, key];
    const value = data[key];
    if (field.kind === "object") return fieldsIn(field.fields, (value ?? {}) as Record<string, unknown>, at);
    if (field.kind === "conditional") {
      const chosen = value as { discriminant: string; value: unknown };
      const inner = (field.values as Fields)[chosen.discriminant]!;
      return inner.kind === "object"
        ? fieldsIn(inner.fields, chosen.value as Record<string, unknown>, [...at, "value"])
        : [];
    }
    if (field.kind === "array") {
      const list = (value ?? []) as unknown[];
      const inner: [Path, ComponentSchema, unknown][] =
        list.length && field.element.kind === "object"
          ? fieldsIn(field.element.fields, list[0] as Record<string, unknown>, [...at, 0])
          : list.length
            ? [[[...at, 0], field.element, list[0]]]
            : [];
      return [[at, field, list] as [Path, ComponentSchema, unknown], ...inner];
    }
    return field.kind === "form" && field.formKind !== "content"
      ? [[at, field, value] as [Path, ComponentSchema, unknown]]
      : [];
  });
}

function withValue(data: unknown, path: Path, value: unknown): unknown {
  const copy = structuredClone(data) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  parent[path.at(-1)!] = value;
  return copy;
}

const chars = (n: number) => "a".repeat(n);
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

/** Values around every limit the field's own check draws, found by asking it, then values of the wrong shape. */
function candidates(field: ComponentSchema, example: unknown, slug?: string): unknown[] {
  if (field.kind === "array") {
    const list = example as unknown[];
    const { min = 0, max } = field.validation?.length ?? {};
    const sizes = [0, min - 1, min, list.length, ...(max === undefined ? [] : [max, max + 1])].filter(
      (n) => n >= 0,
    );
    return [...new Set(sizes)].map((n) =>
      Array.from({ length: n }, (_, i) => list[i % Math.max(1, list.length)] ?? list[0]),
    );
  }
  const around = (family: (n: number) => unknown, limit: number) => {
    const found: unknown[] = [];
    for (let n = 0; n < limit; n++)
      if (editorAccepts(field, family(n), slug) !== editorAccepts(field, family(n + 1), slug))
        found.push(family(n), family(n + 1));
    return found;
  };
  if (typeof example === "number") return [example, ...around((n) => 1800 + n, 400), "1999", 1999.5];
  const values = [
    example,
    "",
    ...around(chars, 400),
    ...around(words, 60),
    `${String(example)} $5`,
    `TODO ${String(example)}`,
    `${String(example)} {phone}`,
    `${String(example)} {phoen}`,
    `${String(example)} {constructor}`,
    "/services",
    "https://www.epa.nsw.gov.au/",
    "http://example.org/",
    "someone@example.org",
    "2026-02-01",
    "2026-13-45",
    "2999-12-31",
    "2026-11",
    ["a"],
    42,
  ];
  return [...new Map(values.map((value) => [JSON.stringify(value), value])).values()];
}

describe("the editor and the build", () => {
  it.each(examples.map((example) => [example.file, example] as const))(
    "give the same answer for every field of %s",
    (file, { collection }) => {
      const data = dataOf(file) as Record<string, unknown>;
      const slug = file.slice(file.lastIndexOf("/") + 1).replace(/\.\w+$/, "");
      const others = linkedPages(data).filter((other) => other.file !== file);
      // The editor's fields in that repository.
      const text = readFileSync(file, "utf8");
      const { collections, singletons } = contentSchema(pagesIn([...others, { file, text }]), {
        posts: postsIn(real),
      }) as unknown as typeof schema;
      const { schema: fields, slugField } = collections[collection] ?? {
        ...singletons[collection]!,
        slugField: undefined,
      };
      let limits = 0;
      for (const [path, field, example] of fieldsIn(fields, data)) {
        const isSlug = path.length === 1 && path[0] === slugField;
        const values = candidates(field, example, isSlug ? slug : undefined);
        const answers = values.map((value) => editorAccepts(field, value, isSlug ? slug : undefined));
        if (answers.includes(true) && answers.includes(false)) limits++;
        values.forEach((value, i) => {
          const name = path.join(".");
          expect(
            buildAccepts(file, name, withValue(data, path, value), others),
            `${file} ${name} = ${JSON.stringify(value)}`,
          ).toBe(answers[i]);
        });
      }
      expect(limits, "fields whose limits were tried").toBeGreaterThan(0);
    },
    // Every field of a page against about thirty values, each read by the build: 5-25 s a page
    // on two shared cores.
    90_000,
  );
});

describe("words written for a page", () => {
  const pageFiles = examples.filter(({ file }) => !/^content\/(blog|finder)\/|\.json$/.test(file));

  it.each(pageFiles.map((example) => [example.file, example] as const))(
    "refuse, in every free-text field of %s, a {word} the site does not fill in",
    (file, { collection }) => {
      const data = dataOf(file) as Record<string, unknown>;
      const { schema: fields, slugField } = schema.collections[collection] ?? {
        ...schema.singletons[collection]!,
        slugField: undefined,
      };
      const slug = file.slice(file.lastIndexOf("/") + 1).replace(/\.\w+$/, "");
      let free = 0;
      for (const [path, field, example] of fieldsIn(fields, data)) {
        if (typeof example !== "string" || !example) continue;
        const accepts = (value: string) =>
          editorAccepts(field, value, path.length === 1 && path[0] === slugField ? slug : undefined);
        // Free text: the field takes a few more words of the same length as the token.
        if (!accepts(`${example} xxxx`) || !accepts(`${example} xxxxxxx`)) continue;
        free++;
        expect(accepts(`${example} {phon}`), `${file} ${path.join(".")}`).toBe(false);
        expect(accepts(`${example} {phone}`), `${file} ${path.join(".")}`).toBe(true);
      }
      expect(free, "free-text fields tried").toBeGreaterThan(0);
    },
  );
});

describe("the build's reading", () => {
  it("gives the values Keystatic's own reader gives, for every entry of every collection, the menu and the company's facts", async () => {
    const reader = createReader(process.cwd(), keystaticConfig);
    const { topics, cities, hubs, general, termsVersions, files } = content();
    // Pages and terms versions as the site receives them; other entries as the build's walk reads them.
    const pages: { path: string }[] = [
      ...topics.values(),
      ...cities.values(),
      ...hubs.values(),
      ...general.values(),
    ];
    const ours = new Map<string, unknown>(pages.map((page) => [files.get(page.path)!, page]));
    for (const version of [...termsVersions.values()].flat())
      ours.set(files.get(`${version.document}/${version.version}`)!, version);
    const contentFiles = new Map(real.map(({ file, text }) => [file, text]));
    let compared = 0;
    for (const [name, collection] of Object.entries(schema.collections)) {
      if (name === "blog") continue;
      const folder = collection.path.replace(/\/\*$/, "");
      for (const { slug, entry } of await reader.collections[name as "services"].all()) {
        const file = `${folder}/${slug}.yaml`;
        const read = () =>
          readFields(collection.schema, load(contentFiles.get(file)!, { schema: CORE_SCHEMA }), {
            field: collection.slugField,
            value: slug,
          });
        expect(ours.get(file) ?? read().value, file).toEqual(entry);
        compared++;
      }
    }
    // The singletons stored as YAML (the menu) read the same through both.
    for (const [name, single] of Object.entries(schema.singletons)) {
      const file = `${single.path}.yaml`;
      if (!contentFiles.has(file)) continue;
      const entry = await reader.singletons[name as "navigation"].read();
      expect(
        readFields(single.schema, load(contentFiles.get(file)!, { schema: CORE_SCHEMA })).value,
        file,
      ).toEqual(entry);
      compared++;
    }
    expect(compared).toBe(real.filter(({ file }) => file.endsWith(".yaml")).length);
    const company = await reader.singletons.company.read();
    expect(company).toEqual(JSON.parse(readFileSync("content/company.json", "utf8")));
  });
});
