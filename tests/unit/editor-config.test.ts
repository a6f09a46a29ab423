import { existsSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import keystaticConfig from "../../keystatic.config";
import {
  cityFile,
  companyFile,
  faq as faqSchema,
  generalFile,
  hubFile,
  source,
  termsVersionFile,
  topicFile,
} from "~/content/schema";
import { frontMatterSchema } from "~/blog/schema";
import { previewAddress } from "~/keystatic/preview";
import { previewRedirect } from "~/keystatic/preview.server";

/**
 * The editor writes the files the build checks: its fields must be exactly the schema's keys,
 * or an editor's save would fail the build (a key the schema lacks) or drop words (a key the
 * editor lacks).
 */
type Fields = Record<string, { kind: string; fields?: Fields; element?: { kind: string; fields?: Fields } }>;

const keysOf = (schema: z.ZodObject) => Object.keys(schema.shape).sort();
const fieldsOf = (fields: Fields) => Object.keys(fields).sort();
const { collections, singletons } = keystaticConfig as unknown as {
  collections: Record<string, { path: string; schema: Fields }>;
  singletons: Record<string, { path: string; schema: Fields }>;
};

describe("the editor's configuration", () => {
  it.each(["services", "waste", "materials", "industries", "business"])(
    "gives %s the fields of a topic page",
    (name) => {
      expect(collections[name]!.path).toBe(`content/${name}/*`);
      expect(fieldsOf(collections[name]!.schema)).toEqual(keysOf(topicFile));
      const schema = collections[name]!.schema;
      const faq = schema.faqs!.element!.fields!;
      expect(fieldsOf(faq)).toEqual(keysOf(faqSchema));
      expect(fieldsOf(faq.links!.element!.fields!)).toEqual(["label", "path"]);
      expect(fieldsOf(schema.suits!.fields!)).toEqual(["industries", "sizes", "text"]);
      expect(fieldsOf(schema.options!.fields!)).toEqual(["heading", "intro", "rows"]);
    },
  );

  it("gives cities, hubs and general pages their own fields", () => {
    expect(fieldsOf(collections.cities!.schema)).toEqual(keysOf(cityFile));
    expect(fieldsOf(collections.hubs!.schema)).toEqual(keysOf(hubFile));
    expect(fieldsOf(collections.pages!.schema)).toEqual(keysOf(generalFile));
  });

  it("gives the published terms versions and every page's sources their fields", () => {
    expect(fieldsOf(collections.terms!.schema)).toEqual(keysOf(termsVersionFile));
    for (const schema of [
      collections.terms!.schema,
      collections.services!.schema,
      collections.cities!.schema,
    ])
      expect(fieldsOf(schema.sources!.element!.fields!)).toEqual(keysOf(source));
  });

  it("gives blog posts their front matter and a body, and the company facts singleton its keys", () => {
    expect(fieldsOf(collections.blog!.schema)).toEqual([...keysOf(frontMatterSchema), "body"].sort());
    expect(fieldsOf(singletons.company!.schema)).toEqual(keysOf(companyFile));
  });

  it("saves every collection into a folder of content/, and the company facts into the file the site imports", () => {
    for (const [name, { path }] of Object.entries(collections)) {
      expect(path, name).toMatch(/^content\/[\w/-]+\/\*$/);
      expect(readdirSync(path.slice(0, -"/*".length)).length, name).toBeGreaterThan(0);
    }
    expect(existsSync(`${singletons.company!.path}.json`)).toBe(true);
  });

  it("offers only existing pages in its page pickers", () => {
    const related = collections.services!.schema.related!.element as unknown as {
      options: { value: string }[];
    };
    const values = related.options.map((option) => option.value);
    expect(values).toContain("/services/wheelie-bins");
    expect(values).toContain("/pages/waste-management-sydney");
    expect(values).not.toContain("/services/gold-plated-bins");
  });
});

describe("the preview address of an editor's branch", () => {
  it("fills the branch into PREVIEW_URL as hosts name branch builds", () => {
    expect(
      previewAddress(
        "https://{branch}.preview.saltbush.example",
        "content/Wheelie FAQ",
        "/services/wheelie-bins",
      ),
    ).toBe("https://content-wheelie-faq.preview.saltbush.example/services/wheelie-bins");
  });

  it("has none without PREVIEW_URL or a branch", () => {
    expect(previewAddress(undefined, "content/x", "/")).toBeUndefined();
    expect(previewAddress("https://{branch}.example", "", "/")).toBeUndefined();
  });
});

describe("the editor's Preview button", () => {
  const preview = (query: string, storage: "local" | "github") =>
    previewRedirect(new URL(`http://localhost/api/keystatic/preview?${query}`), storage);

  it("opens the page a file shows, on this server in development", () => {
    const page = preview("file=content/services/wheelie-bins.yaml&branch=main", "local");
    expect(page.status).toBe(302);
    expect(page.headers.get("Location")).toBe("/services/wheelie-bins");
    const post = preview("file=content/blog/what-a-waste-audit-finds.md", "local");
    expect(post.headers.get("Location")).toBe("/post/what-a-waste-audit-finds");
  });

  it("opens the branch's preview build with GitHub storage", () => {
    process.env.PREVIEW_URL = "https://{branch}.preview.saltbush.example";
    try {
      const page = preview(
        "file=content/cities/waste-management-sydney.yaml&branch=content/sydney",
        "github",
      );
      expect(page.headers.get("Location")).toBe(
        "https://content-sydney.preview.saltbush.example/pages/waste-management-sydney",
      );
    } finally {
      delete process.env.PREVIEW_URL;
    }
  });

  it("says plainly when the entry has no page yet", async () => {
    const missing = preview("file=content/services/not-saved-yet.yaml", "local");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toMatch(/save it first/);
  });
});
