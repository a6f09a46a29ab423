import { allPosts } from "~/blog/catalogue.server";
import {
  aboutContent,
  accessibilityContent,
  allContent,
  homeContent,
  privacyContent,
} from "~/content/index.server";
import { finderTables } from "~/content/finder.server";
import { proseOf } from "~/content/text";
import type { Faq, Step } from "~/content/types";
import { type PageType, type SitePage, allPages } from "~/site/pages";
import { POST_KIND, type SearchDocument } from "./options";

/** The word shown beside a result, so a visitor can tell a service from a city page or a post. */
const kinds: Record<PageType, string> = {
  home: "Home",
  about: "About us",
  contact: "Contact",
  thankYou: "Page",
  privacy: "Policy",
  accessibility: "Policy",
  hub: "Overview",
  business: "Your business",
  service: "Service",
  waste: "Waste we manage",
  material: "Recycling",
  industry: "Industry",
  city: "Location",
  tool: "Tool",
  quote: "Quote",
  customerService: "Customer service",
  terms: "Terms",
};

/** Pages nobody should land on from a search: the thank-you page follows a sent enquiry. */
const unsearchable = new Set<PageType>(["thankYou"]);

const titles = (items: Step[] | undefined) => items?.map((item) => item.title) ?? [];
const questions = (items: Faq[] | undefined) => items?.map((item) => item.question) ?? [];

/** Each page's words and the sub-headings its template shows, by path. */
function pageWords(): Map<string, { headings: string[]; content: unknown }> {
  const words = new Map<string, { headings: string[]; content: unknown }>();
  const { topics, cities, hubs } = allContent();
  for (const topic of topics) {
    words.set(topic.path, {
      content: topic,
      headings: [
        ...(topic.options ? [topic.options.heading] : []),
        ...titles(topic.steps),
        ...questions(topic.faqs),
      ],
    });
  }
  for (const city of cities) {
    words.set(city.path, {
      content: city,
      headings: [
        ...city.areas.map((area) => area.heading),
        city.regulation.heading,
        ...titles(city.localNotes),
        ...questions(city.faqs),
      ],
    });
  }
  for (const hub of hubs) {
    words.set(hub.path, {
      content: hub,
      headings: [...(hub.guidance ? [hub.guidance.heading] : []), ...questions(hub.faqs)],
    });
  }
  // The finder tools' pages are found by what their tables list: an item or its other names, a bin.
  const { wasteItems, bins } = finderTables();
  words.set("/what-goes-where", {
    content: wasteItems.map((item) => [item.name, ...item.aliases]),
    headings: [],
  });
  words.set("/bin-size-guide", { content: bins.map((bin) => [bin.name, bin.suits]), headings: [] });
  const home = homeContent();
  if (home)
    words.set("/", {
      content: home,
      headings: [
        ...home.audiences.map((a) => a.heading),
        ...home.families.map((f) => f.heading),
        ...titles(home.whyChoose),
      ],
    });
  const about = aboutContent();
  if (about)
    words.set("/about", { content: about, headings: [...titles(about.howWeWork), ...titles(about.values)] });
  for (const [path, document] of [
    ["/privacy-policy", privacyContent()],
    ["/accessibility", accessibilityContent()],
  ] as const) {
    if (document)
      words.set(path, { content: document, headings: document.sections.map((section) => section.heading) });
  }
  return words;
}

function pageDocument(
  page: SitePage,
  words: { headings: string[]; content: unknown } | undefined,
): SearchDocument {
  return {
    path: page.path,
    name: page.name,
    title: [page.name, page.title].filter(Boolean).join(" · "),
    kind: kinds[page.type],
    keywords: page.keywords?.join(", ") ?? "",
    description: page.description ?? "",
    headings: words?.headings.join(". ") ?? "",
    body: proseOf(words?.content).join(" "),
  };
}

const entities = new Map(Object.entries({ amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " }));

/** The text of a post's HTML (made by our own Markdown pipeline, so a simple strip is enough). */
export function textOfHtml(html: string): string {
  return html
    .replace(/<[^<>]*>/g, " ")
    .replace(/&(#x?[0-9a-f]+|\w+);/gi, (whole, code: string) => {
      if (code.startsWith("#")) {
        const value =
          code[1]?.toLowerCase() === "x" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
        return Number.isFinite(value) ? String.fromCodePoint(value) : whole;
      }
      return entities.get(code.toLowerCase()) ?? whole;
    })
    .replace(/\s+/g, " ")
    .trim();
}

function headingsOfHtml(html: string): string[] {
  return [...html.matchAll(/<h[2-4][^>]*>([\s\S]*?)<\/h[2-4]>/gi)].map((match) => textOfHtml(match[1] ?? ""));
}

/** Every page of the site map and every blog post, as documents for the index. */
export function searchDocuments(): SearchDocument[] {
  const words = pageWords();
  const fromPages = allPages()
    .filter((page) => !unsearchable.has(page.type))
    .map((page) => pageDocument(page, words.get(page.path)));
  const fromPosts = allPosts().map((post) => ({
    path: `/post/${post.slug}`,
    name: post.title,
    title: post.title,
    kind: POST_KIND,
    keywords: [...post.tags, ...post.keywords].join(", "),
    description: post.description,
    headings: headingsOfHtml(post.html).join(". "),
    body: textOfHtml(post.html),
  }));
  return [...fromPages, ...fromPosts];
}
