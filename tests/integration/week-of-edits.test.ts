import { readFileSync, readdirSync, rmSync, writeFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import yaml from "js-yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { narrowestRange } from "~/content/finder-limits";
import { pageLimits, postLimits } from "~/content/limits";
import type { MenuFile } from "~/content/navigation";
import { dropdowns } from "~/content/navigation-spec";
import { copyProject } from "./support/project-copy";
import { type ServerProcess, startServer } from "./support/server-process";

/**
 * A week of the edits staff make in the editor, each written as the editor writes its file (the
 * YAML it dumps, the company facts' JSON, a post's front matter and Markdown), among them a page
 * placed in the menu and a menu label renamed, applied to a copy of
 * the project, which is then built and served once, as `npm start` does on a fresh clone. What
 * the editor accepts must build, and every change must show where visitors look for it.
 */
type Data = Record<string, unknown>;
type Faq = { question: string };

let dir = "";
let server: ServerProcess;
const read = (file: string) => readFileSync(join(dir, file), "utf8");
const readYaml = (file: string) => yaml.load(read(file), { schema: yaml.CORE_SCHEMA }) as Data;
const writeYaml = (file: string, data: Data) => writeFileSync(join(dir, file), yaml.dump(data));
const filesIn = (folder: string) =>
  readdirSync(join(dir, folder))
    .filter((name) => name.endsWith(".yaml"))
    .sort()
    .map((name) => `${folder}/${name}`);
const allPageFiles = () =>
  ["services", "waste", "materials", "industries", "business", "cities", "hubs"].flatMap((folder) =>
    filesIn(`content/${folder}`),
  );
/** A page's HTML, without the empty comments React puts between text and values. */
const get = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  expect(response.status, path).toBe(200);
  return (await response.text()).replace(/<!-- -->/g, "");
};
const builtPages = (folder = join(dir, "build/client")): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? builtPages(join(folder, entry.name))
      : entry.name.endsWith(".html")
        ? [join(folder, entry.name)]
        : [],
  );

/** Text as React writes it into a page. */
const escaped = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

/** A description of the allowed length, in new words. */
function description(subject: string): string {
  const words = `${subject}, reworded this week: what the service covers, who it suits and how to start.`;
  return words.length > pageLimits.descriptionMax
    ? `${words.slice(0, words.lastIndexOf(" ", pageLimits.descriptionMax - 1)).trimEnd()}.`
    : words.padEnd(pageLimits.descriptionMin, ".");
}

/** A post's paragraphs, at least `words` words in all, each its own. */
function postParagraphs(words: number): string[] {
  const sentence =
    "staff reworded a description, added a page with its own words, retired a question that had run its course, moved the phone number and taught the finder a new item and a new suburb, and each change reached the site with the next build.";
  const perParagraph = sentence.split(" ").length + 2;
  return Array.from({ length: Math.ceil(words / perParagraph) }, (_, i) => [
    `In week ${i + 1} ${sentence}`,
    "",
  ]).flat();
}

const edits = {
  reworded: { file: "", description: "" },
  page: { path: "/services/pallet-wrap-round-ups", name: "Pallet Wrap Round-Ups" },
  removedQuestion: { path: "", question: "" },
  post: { slug: "a-week-of-edits-in-the-editor", title: "A week of edits in the editor" },
  phone: { old: "", new: "" },
  item: { name: "Bale twine and net wrap" },
  suburb: { name: "Saltbush Flats", postcode: "", area: "" },
  menu: { renamed: { path: "", old: "", new: "Audits of Your Waste" } },
};

function applyTheWeeksEdits() {
  // Reword a description, within its limits.
  const [first, second] = filesIn("content/services");
  const reworded = readYaml(first!);
  edits.reworded = { file: first!, description: description(reworded.name as string) };
  writeYaml(first!, { ...reworded, description: edits.reworded.description });

  // Add a service page with its own words; its links and sources are chosen from existing pages.
  const base = readYaml(second!);
  const faq = (question: string, answer: string) => ({ question, answer, links: [] });
  writeYaml("content/services/pallet-wrap-round-ups.yaml", {
    ...base,
    name: edits.page.name,
    path: edits.page.path,
    title: "Pallet Wrap Round-Ups",
    description: description("Pallet wrap round-ups collect clean stretch film from loading docks"),
    keywords: ["pallet wrap collection"],
    // Every paragraph its own: the build refuses one that another page already has.
    lead: "We collect clean pallet wrap from loading docks on a regular round, so stretch film stops filling your general waste bins and skips.",
    overview: [
      "Stretch film piles up fast at a busy dock. A regular round keeps it baled and out of general waste.",
      "Clean film is worth keeping apart: we deliver it to a plastics recycler, and our reports show its weight.",
    ],
    included: ["A bag or cage for clean film", "Collection on a regular round"],
    options: {
      heading: "Cages and bags for pallet wrap",
      rows: [{ name: "Film cage", capacity: "About one cubic metre", suits: "Busy loading docks" }],
    },
    steps: [
      {
        title: "Tell us your volume",
        text: "Say roughly how many pallets you unwrap in a week and where the dock is.",
      },
      {
        title: "We drop off a cage",
        text: "A cage or bags arrive on the first round, sized to the film you make.",
      },
      {
        title: "We collect on the round",
        text: "The driver empties the cage on the agreed day and leaves it ready again.",
      },
    ],
    suits: {
      ...(base.suits as Data),
      text: "Warehouses, distribution centres and shops that unwrap pallets every day and want the film gone.",
    },
    compliance: [
      {
        text: "In Victoria, every business must take reasonably practicable steps to minimise harm from its waste, so keep film in a covered cage where it cannot blow into drains.",
        sources: [
          {
            title: "Laws to protect the environment and human health",
            publisher: "EPA Victoria",
            url: "https://www.epa.vic.gov.au/about-epa/laws/laws-to-protect-the-environment-and-human-health",
            checked: "2026-11-25",
          },
        ],
      },
    ],
    priceFactors: [
      "Pallet wrap rounds are priced on how much film your dock produces and how often the cage needs emptying, which is all set out in your written quote before anything starts.",
      "A site that bales its own film, or shares a round with a neighbour on the same street, needs fewer trips, and the quote reflects the trips the truck makes.",
    ],
    faqs: [
      faq("What film can go in?", "Clean, dry stretch film and shrink wrap from pallets and cartons."),
      faq(
        "Does it need to be baled?",
        "Bagged film is fine for most docks; a baler saves space at larger ones.",
      ),
      faq("How often do you collect?", "As often as the dock fills a cage, agreed with you when you start."),
      faq("Can labels stay on?", "Paper labels can stay on the film; remove any tape and strapping first."),
      ...Array.from({ length: Math.max(0, pageLimits.questionsMin - 4) }, (_, i) =>
        faq(
          `What else should I know (${i + 1})?`,
          `Ask us when you book and we will answer question ${i + 1} for your dock.`,
        ),
      ),
    ],
  });

  // Remove a question from a page that has more than the least allowed.
  const withSpare = allPageFiles().find(
    (file) => ((readYaml(file).faqs as Faq[] | undefined) ?? []).length > pageLimits.questionsMin,
  )!;
  const spare = readYaml(withSpare);
  const faqs = spare.faqs as Faq[];
  edits.removedQuestion = { path: spare.path as string, question: faqs.at(-1)!.question };
  writeYaml(withSpare, { ...spare, faqs: faqs.slice(0, -1) });

  // Add a blog post.
  writeFileSync(
    join(dir, `content/blog/${edits.post.slug}.md`),
    [
      "---",
      `title: ${edits.post.title}`,
      "description: >-",
      "  What staff changed in a week: words reworded, a page added, a question retired, a",
      "  phone number moved and new answers in the finder.",
      "date: 2026-11-20",
      "tags:",
      "  - editing",
      "keywords:",
      "  - editing the website",
      "---",
      "",
      "Every change here was made in the editor and went live with the next build.",
      "",
      ...postParagraphs(postLimits.bodyWords),
    ].join("\n"),
  );

  // Change the phone number.
  const company = JSON.parse(read("content/company.json")) as Data;
  const old = company.phone as string;
  edits.phone = { old, new: old === "1300 555 019" ? "1300 555 018" : "1300 555 019" };
  writeFileSync(
    join(dir, "content/company.json"),
    `${JSON.stringify({ ...company, phone: edits.phone.new }, null, 2)}\n`,
  );

  // Add a "what goes where" item, linked where an existing item links.
  const [anyItem] = filesIn("content/finder/waste-items");
  writeYaml("content/finder/waste-items/bale-twine-and-net-wrap.yaml", {
    name: edits.item.name,
    aliases: ["hay bale netting"],
    path: readYaml(anyItem!).path,
    prepare: "Shake out the hay, bundle it and keep it dry.",
    collected: { discriminant: true },
  });

  // Put the new page in the SERVICES menu, and rename a label in that menu.
  const menu = readYaml("content/navigation.yaml") as MenuFile;
  const services = menu[dropdowns.find((bar) => bar.path === "/services")!.dropdown]!;
  const renamed = services.find((item) => !item.children.length)!;
  edits.menu.renamed = { ...edits.menu.renamed, path: renamed.page, old: renamed.label };
  renamed.label = edits.menu.renamed.new;
  services.push({ label: edits.page.name, page: edits.page.path, children: [] });
  writeYaml("content/navigation.yaml", menu);

  // Add a suburb to an area, at a postcode its own ranges answer for.
  const areas = filesIn("content/finder/service-areas").map((file) => ({ file, data: readYaml(file) }));
  const ranges = areas.flatMap(({ file, data }) =>
    (data.ranges as { from: string; to: string }[]).map((r) => ({
      file,
      from: Number(r.from),
      to: Number(r.to),
    })),
  );
  const own = ranges.find((range) => narrowestRange(ranges, range.from) === range)!;
  const area = areas.find(({ file }) => file === own.file)!;
  edits.suburb = {
    ...edits.suburb,
    postcode: String(own.from).padStart(4, "0"),
    area: area.data.path as string,
  };
  writeYaml(area.file, {
    ...area.data,
    suburbs: [
      ...(area.data.suburbs as object[]),
      { name: edits.suburb.name, postcode: edits.suburb.postcode },
    ],
  });
}

describe("a week of edits in the editor", () => {
  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), "saltbush-edits-"));
    dir = copyProject(join(root, "site"));
    applyTheWeeksEdits();
    server = await startServer({ dir: root, npmStartIn: dir });
  }, 600_000);

  afterAll(async () => {
    await server?.stop();
    if (dir) rmSync(join(dir, ".."), { recursive: true, force: true });
    // Removing the copy and its build takes a while on a busy machine.
  }, 120_000);

  it("shows the new page in the sitemap, the search and its hub's cards", async () => {
    expect(await get("/sitemap.xml")).toContain(`${edits.page.path}</loc>`);
    expect(await get("/search-index.json")).toContain(edits.page.path);
    expect(await get(`/search?q=${encodeURIComponent("pallet wrap round-ups")}`)).toContain(
      `href="${edits.page.path}"`,
    );
    const hub = edits.page.path.slice(0, edits.page.path.lastIndexOf("/"));
    expect(await get(hub)).toContain(`href="${edits.page.path}"`);
    expect(await get(edits.page.path)).toContain("Stretch film piles up fast at a busy dock.");
  });

  it("lists the new page in the SERVICES menu and the footer, under its renamed neighbour, on every page", async () => {
    for (const path of ["/", "/about", edits.page.path]) {
      const html = await get(path);
      const nav = html.slice(
        html.indexOf('<nav aria-label="Main"'),
        html.indexOf("</nav>", html.indexOf('aria-label="Main"')),
      );
      // The SERVICES dropdown: from its list to the next dropdown's (WASTE WE MANAGE, by SPEC's order).
      const start = nav.indexOf('id="nav-services"');
      const dropdown = nav.slice(start, nav.indexOf('id="nav-waste-management"', start));
      const link = (href: string, name: string) => new RegExp(`href="${href}"[^>]*>${escaped(name)}</a>`);
      expect(dropdown, path).toMatch(link(edits.page.path, edits.page.name));
      expect(dropdown, path).toMatch(link(edits.menu.renamed.path, edits.menu.renamed.new));
      expect(nav, path).not.toContain(`>${escaped(edits.menu.renamed.old)}</a>`);
      const footer = html.slice(html.indexOf("<footer"));
      expect(footer, path).toContain(`href="${edits.page.path}"`);
    }
    // Its trail runs through the dropdown it sits in.
    expect(await get(edits.page.path)).toMatch(/<nav aria-label="Breadcrumb"[\s\S]*href="\/services"/);
  });

  it("shows the reworded description, and no longer the removed question", async () => {
    const path = readYaml(edits.reworded.file).path as string;
    expect(await get(path)).toContain(
      `<meta name="description" content="${escaped(edits.reworded.description)}"`,
    );
    const html = await get(edits.removedQuestion.path);
    expect(html).toContain('id="faq"');
    expect(html).not.toContain(escaped(edits.removedQuestion.question));
  });

  it("publishes the new post", async () => {
    expect(await get(`/post/${edits.post.slug}`)).toContain(edits.post.title);
    expect(await get("/sitemap.xml")).toContain(`/post/${edits.post.slug}</loc>`);
  });

  it("puts the new phone number on every built page and the old one on none", () => {
    const pages = builtPages();
    expect(pages.length).toBeGreaterThan(50);
    const digits = (phone: string) => phone.replace(/\D/g, "");
    for (const page of pages) {
      const html = readFileSync(page, "utf8");
      expect(html, page).toContain(edits.phone.new);
      expect(html, page).toContain(`tel:${digits(edits.phone.new)}`);
      expect(html, page).not.toContain(edits.phone.old);
      expect(html, page).not.toContain(`tel:${digits(edits.phone.old)}`);
    }
  });

  it("answers the new item in the finder and the new suburb in the area checker", async () => {
    const found = await get(`/what-goes-where?q=${encodeURIComponent("hay bale netting")}`);
    expect(found).toContain(edits.item.name);
    expect(await get(`/search?q=${encodeURIComponent("bale twine")}`)).toContain('href="/what-goes-where"');
    const answer = await get(`/service-area?place=${encodeURIComponent(edits.suburb.name.toUpperCase())}`);
    expect(answer).toContain(
      `Yes, we collect in ${edits.suburb.name.toUpperCase()} (${edits.suburb.postcode})`,
    );
    expect(answer).toContain(`href="${edits.suburb.area}"`);
  });
});
