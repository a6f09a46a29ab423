// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import {
  POSTS_PER_PAGE,
  allPosts,
  blogPagePaths,
  pageCount,
  parsePageNumber,
  parsePost,
  postsOnPage,
  summarise,
} from "~/blog/catalogue.server";
import { buildFeed } from "~/site/feed";
import { markdownToHtml } from "~/blog/markdown";
import { postLimits, postTooShort } from "~/content/limits";
import { parseYaml, splitFrontMatter } from "~/content/yaml";

const frontMatter = {
  title: "Choosing the right bin for a busy cafe",
  description:
    "How to pick bin sizes and collection days for a cafe so nothing overflows and you stop paying for air.",
  date: "2026-03-01",
  tags: "[bins, hospitality]",
  keywords: "[cafe bins, bin sizes]",
};

function postFile(fields: Record<string, string | undefined>, body = "Some words here.") {
  const yaml = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${value}`)
    .join("\n");
  return `---\n${yaml}\n---\n${body}`;
}

describe("front matter schema", () => {
  it("accepts a complete post and derives its slug and reading time", () => {
    const post = parsePost("content/blog/cafe-bins.md", postFile(frontMatter, "word ".repeat(690)));
    expect(post.slug).toBe("cafe-bins");
    expect(post.readingMinutes).toBe(3);
  });

  it("refuses a post shorter than a post needs, with the editor's message", () => {
    const least = postLimits.bodyWords;
    expect(() =>
      parsePost("content/blog/short.md", postFile(frontMatter, "word ".repeat(least - 1))),
    ).toThrow(`content/blog/short.md: field "body": ${postTooShort(least - 1)}`);
    expect(parsePost("content/blog/long.md", postFile(frontMatter, "word ".repeat(least))).words).toBe(least);
  });

  it.each([
    ["title", { ...frontMatter, title: undefined }],
    ["description", { ...frontMatter, description: "Too short." }],
    ["date", { ...frontMatter, date: "1 March 2026" }],
    ["date", { ...frontMatter, date: "2026-02-30" }],
    ["tags", { ...frontMatter, tags: "[]" }],
    ["keywords", { ...frontMatter, keywords: undefined }],
    ["updated", { ...frontMatter, updated: "soon" }],
  ])("rejects a post whose %s is missing or malformed, naming the file and field", (field, fields) => {
    expect(() => parsePost("content/blog/bad.md", postFile(fields))).toThrow(
      new RegExp(`content/blog/bad\\.md: .*field "${field}"`),
    );
  });

  it("rejects a file with no front matter", () => {
    expect(() => parsePost("x.md", "# Just a heading")).toThrow(/x\.md: missing front matter/);
  });

  it("rejects unknown fields so typos are caught", () => {
    expect(() => parsePost("x.md", postFile({ ...frontMatter, tilte: "typo" }))).toThrow(/x\.md/);
  });
});

describe("Markdown rendering", () => {
  it("removes script tags and inline handlers", () => {
    const html = markdownToHtml(
      'Hello\n\n<script>alert(1)</script>\n\n<img src="x" onerror="alert(1)">\n\n[x](javascript:alert(1))',
    );
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
    expect(html).toContain("Hello");
  });

  it("gives headings ids, external links rel=noopener, and marks links to the site's pages as site links", () => {
    const html = markdownToHtml(
      "## What a waste audit finds\n\n[EPA](https://www.epa.vic.gov.au/) and [bins](/services/wheelie-bins) and [other](//evil.example/x)",
    );
    expect(html).toContain('<h2 id="what-a-waste-audit-finds">');
    expect(html).toMatch(/<a href="https:\/\/www\.epa\.vic\.gov\.au\/" rel="noopener noreferrer">/);
    expect(html).toContain('<a href="/services/wheelie-bins" data-site-link="">');
    expect(html).not.toMatch(/evil\.example[^>]*data-site-link/);
  });
});

it("wraps tables in a focusable region that can scroll on a phone", () => {
  const html = markdownToHtml("| Bin | Size |\n| --- | --- |\n| Wheelie | 240 L |");
  expect(html).toMatch(
    /^<span id="end-of-first-screen" hidden><\/span><div class="table-scroll" role="region" tabindex="0" aria-label="Table"><table>/,
  );
});

it("puts the mark the first frame waits for after the first paragraph, once, or first when there is none", () => {
  const mark = '<span id="end-of-first-screen" hidden></span>';
  const html = markdownToHtml("## Heading\n\nThe lead.\n\nMore words.\n\n- a list");
  expect(html.split(mark)).toHaveLength(2);
  expect(html).toContain(`<p>The lead.</p>${mark}`);
  expect(markdownToHtml("- only a list").startsWith(mark)).toBe(true);
});

describe("the published posts", () => {
  const posts = allPosts();

  it("come newest first", () => {
    const dates = posts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("have unique slugs and titles", () => {
    expect(new Set(posts.map((p) => p.slug)).size).toBe(posts.length);
    expect(new Set(posts.map((p) => p.title)).size).toBe(posts.length);
  });
});

describe("pagination", () => {
  it("shows nine posts a page", () => {
    expect(POSTS_PER_PAGE).toBe(9);
    expect(postsOnPage(1)).toHaveLength(Math.min(9, allPosts().length));
    expect(blogPagePaths()).toHaveLength(pageCount());
  });

  it("sends a list page only what its cards show", () => {
    expect(Object.keys(postsOnPage(1)[0]!).sort()).toEqual([
      "date",
      "description",
      "readingMinutes",
      "slug",
      "title",
    ]);
  });

  it("counts pages at the boundaries", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(9)).toBe(1);
    expect(pageCount(10)).toBe(2);
    expect(pageCount(18)).toBe(2);
    expect(pageCount(19)).toBe(3);
  });

  it.each(["0", "-1", "abc", "1.5", "01", "", " 1", "3", "999999999"])("refuses page %j of 2", (raw) => {
    expect(parsePageNumber(raw, 12)).toBeUndefined();
  });

  it.each([
    ["1", 1],
    ["2", 2],
  ])("accepts page %s of 2", (raw, page) => expect(parsePageNumber(raw, 12)).toBe(page));
});

describe("feed", () => {
  it("is well-formed RSS listing every post", () => {
    const xml = buildFeed(allPosts().map(summarise));
    const doc = new DOMParser().parseFromString(xml, "application/xml");
    expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
    expect(doc.documentElement.nodeName).toBe("rss");
    const links = [...doc.getElementsByTagName("item")].map(
      (item) => item.getElementsByTagName("link")[0]?.textContent,
    );
    expect(links).toEqual(allPosts().map((post) => `https://www.saltbush.example/post/${post.slug}`));
  });

  it("escapes markup in titles", () => {
    const [post] = allPosts().map(summarise);
    const xml = buildFeed([{ ...post!, title: "Bins & <bags>" }]);
    expect(xml).toContain("<title>Bins &amp; &lt;bags&gt;</title>");
  });
});

describe("front matter", () => {
  it("is the lines between the first two lines of ---, with Windows line ends too", () => {
    expect(splitFrontMatter("---\ntitle: A\n---\nBody\n---\nmore")).toEqual({
      yaml: "title: A",
      body: "Body\n---\nmore",
    });
    expect(splitFrontMatter("---\r\ntitle: A\r\n---\r\nBody")).toEqual({ yaml: "title: A\r", body: "Body" });
    expect(parseYaml("title: A\r\ndate: 2026-03-01\r")).toEqual({ title: "A", date: "2026-03-01" });
  });

  it("is missing when the file does not open with --- or never closes it", () => {
    expect(splitFrontMatter("title: A\n---\nBody")).toBeUndefined();
    expect(splitFrontMatter("---\ntitle: A\nBody")).toBeUndefined();
    expect(() => parsePost("x.md", "---\ntitle: A\nBody")).toThrow(/x\.md: missing front matter/);
  });

  it("names the post in a YAML mistake", () => {
    expect(() => parsePost("content/blog/bad.md", "---\ntitle: [unclosed\n---\nBody")).toThrow(
      /content\/blog\/bad\.md/,
    );
  });
});
