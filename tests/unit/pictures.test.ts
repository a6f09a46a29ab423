import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readContentFiles } from "~/content/files.server";
import { lids } from "~/content/lid-colours";
import { sourceProblem } from "~/content/source-rules";
import { fixedPages } from "~/content/fixed-pages";
import { iconChoices } from "~/content/schema/icon";
import { pageMeta } from "~/site/seo";
import { siteCardPath, socialCardPath } from "~/lib/social-card";
import { prerenderPaths } from "~/site/prerender";
import { UPDATES_PATH, updatePath } from "~/content/monthly-limits";
import { allIssues } from "~/content/monthly-issues.server";
import { allPages } from "~/site/pages";
import { socialCards } from "~/site/social-cards.server";
import { iconSprite, spriteFile } from "~/components/Icon/icon-shapes.server";
import { problemsOf, withFileChanged } from "../support/content-edits";

/**
 * The pictures drawn from the content: the icon every page names, the lid colours table and each
 * page's social card. Files are chosen by folder and read through the loader, never by name.
 */
const real = readContentFiles();
const iconFolders = ["services", "waste", "materials", "industries", "business", "hubs"];

const withChange = (file: string, change: (data: Record<string, unknown>) => void) =>
  withFileChanged(real, file, change);

describe("the page icons", () => {
  it("the sprite holds exactly the icons the editor offers, as Lucide draws them (npm run icons)", async () => {
    expect(readFileSync(spriteFile, "utf8")).toBe(await iconSprite());
  });

  it("every service, stream, material, industry, business-size page and hub names one", () => {
    const types = new Set(["service", "waste", "material", "industry", "business", "hub"]);
    const pages = allPages().filter((page) => types.has(page.type));
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages)
      expect(
        iconChoices.map((c) => c.value),
        page.path,
      ).toContain(page.icon);
  });

  it("every other page has one too, so any card or hero that lists it shows a picture", () => {
    // The home page is never a card; its hero and social card draw the bins instead.
    const pages = allPages().filter((page) => page.type !== "home");
    expect(pages.map((page) => page.type)).toContain("city");
    for (const page of pages)
      expect(
        iconChoices.map((c) => c.value),
        page.path,
      ).toContain(page.icon);
  });

  for (const folder of iconFolders) {
    const file = real.find((entry) => entry.file.startsWith(`content/${folder}/`))!.file;
    it(`refuses a ${folder} page with no icon or an unknown one, naming the file and field`, () => {
      const missing = problemsOf(withChange(file, (data) => delete data.icon));
      expect(missing).toContainEqual(
        expect.stringMatching(new RegExp(`^${file}: field "icon": names no icon`)),
      );
      const unknown = problemsOf(withChange(file, (data) => (data.icon = "unicorn-sparkles")));
      expect(unknown).toContainEqual(
        `${file}: field "icon": names unicorn-sparkles, which is not one of the site's icons`,
      );
    });
  }

  it("refuses a fixed page (other than the home page) whose file names no icon", () => {
    const fixed = Object.values(fixedPages).filter((page) => page.type !== "home" && page.type !== "hub");
    expect(fixed.length).toBeGreaterThan(0);
    for (const { file } of fixed) {
      const missing = problemsOf(withChange(`${file}.yaml`, (data) => delete data.icon));
      expect(missing).toContainEqual(
        expect.stringMatching(new RegExp(`^${file}\\.yaml: field "icon": names no icon`)),
      );
    }
  });
});

describe("the bin lid colours table", () => {
  const file = "content/lid-colours.json";

  it("gives each stream's pages one lid, on pages of the site", () => {
    const paths = new Set(allPages().map((page) => page.path));
    const pages = lids.flatMap((lid) => lid.pages);
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) expect(paths, page).toContain(page);
    expect(new Set(pages).size).toBe(pages.length);
  });

  it("cites, for every lid, a current government page read on a real day", () => {
    expect(lids.length).toBeGreaterThan(0);
    for (const lid of lids) {
      expect(lid.sources.length, lid.stream).toBeGreaterThan(0);
      for (const source of lid.sources) expect(sourceProblem(source), source.url).toBeUndefined();
    }
  });

  it("refuses a colour that is not a hex code, a page that does not exist and a lid without a source", () => {
    const problems = problemsOf(
      withChange(file, (data) => {
        const [first, second, third] = data.lids as Record<string, unknown>[];
        first!.colour = "red";
        second!.pages = ["/no-such-page"];
        third!.sources = [];
      }),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/^content\/lid-colours\.json: field "lids\.0\.colour"/),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/^content\/lid-colours\.json: field "lids\.1\.pages\.0"/),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/^content\/lid-colours\.json: field "lids\.2\.sources"/),
    );
  });
});

describe("the social cards", () => {
  it("are drawn for every page the build renders and the archive's pages, each at its own address", () => {
    const cards = socialCards();
    const html = prerenderPaths().filter((path) => !/\.(xml|txt|json)$/.test(path));
    // The archive is rendered per request: its list, and each e-mail whose page opens on its day.
    const archive = [
      UPDATES_PATH,
      ...allIssues()
        .filter((issue) => issue.sendOn)
        .map((issue) => updatePath(issue.month)),
    ];
    expect(cards.map((card) => card.path).sort()).toEqual([...html, ...archive].sort());
    const files = cards.map((card) => socialCardPath(card.path));
    expect(new Set([...files, siteCardPath]).size).toBe(files.length + 1);
  });

  it("carry each page's title from the site map and its icon", () => {
    const byPath = new Map(socialCards().map((card) => [card.path, card]));
    for (const page of allPages()) {
      expect(byPath.get(page.path)?.title).toBe(page.name);
      expect(byPath.get(page.path)?.icon).toBe(page.icon);
    }
  });

  it("are what a page's tags point to, with alternative text; a page with no address gets the site's", () => {
    const page = allPages().find((p) => p.path !== "/")!;
    const tags = pageMeta({ title: page.title, path: page.path });
    const content = (key: string) =>
      tags.find(
        (tag) =>
          (tag as Record<string, string>).property === key || (tag as Record<string, string>).name === key,
      ) as { content: string } | undefined;
    expect(content("og:image")?.content).toMatch(new RegExp(`${socialCardPath(page.path)}$`));
    expect(content("twitter:image")?.content).toBe(content("og:image")?.content);
    expect(content("og:image:alt")?.content).toContain(page.title!);
    const none = pageMeta({});
    expect(
      (none.find((tag) => (tag as Record<string, string>).property === "og:image") as { content: string })
        .content,
    ).toMatch(new RegExp(`${siteCardPath}$`));
  });
});
