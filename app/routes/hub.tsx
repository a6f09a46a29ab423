import { Compliance, Paragraphs, Section } from "~/components/Blocks/Blocks";
import { BinLineup } from "~/components/BinDrawing/BinLineup";
import { CardGrid } from "~/components/CardGrid/CardGrid";
import { CtaBand } from "~/components/CtaBand/CtaBand";
import { Faq } from "~/components/Faq/Faq";
import { PageHero } from "~/components/PageHero/PageHero";
import { heroBinShape } from "~/content/hero-bin.server";
import { hubContent, regulatedSection, templateWords } from "~/content/index.server";
import { RegulatedWork } from "~/components/RegulatedWork/RegulatedWork";
import { fillBlanks } from "~/content/template-words";
import { pageMeta } from "~/site/seo";
import { seoFor } from "~/site/seo.server";
import { service } from "~/site/structured-data";
import { breadcrumbsFor } from "~/site/breadcrumbs";
import { cardsFor } from "~/site/cards";
import { menuEntries } from "~/site/menu.server";
import { normalisePath } from "~/site/navigation";
import { pageForRoute } from "~/site/page-for-route";
import { allPages } from "~/site/pages";
import type { Route } from "./+types/hub";

/**
 * A hub's cards are its children in the navigation tree, then any page directly under the hub's
 * address that no menu lists yet (one added in the editor, such as /services/<name>), so a new page
 * has a way in before a developer places it in the menu.
 */
function childPaths(path: string): string[] {
  const entries = menuEntries();
  const listed = new Set(entries.map(({ item }) => item.path));
  const children = entries.find(({ item }) => item.path === path)?.item.children ?? [];
  const unlisted = allPages()
    .filter((page) => page.path.slice(0, page.path.lastIndexOf("/")) === path && !listed.has(page.path))
    .sort((a, b) => a.name.localeCompare(b.name, "en-AU"));
  return [...children.map((child) => child.path), ...unlisted.map((page) => page.path)];
}

export async function loader({ url }: Route.LoaderArgs) {
  const path = normalisePath(url.pathname);
  const content = hubContent(path) ?? null;
  const page = pageForRoute(path, ["hub"]);
  const crumbs = breadcrumbsFor(path);
  // A hub inside a section (bins and skips, handling equipment, liquid waste) is itself a family
  // of services the company offers, described to search engines like the service pages.
  const subHub = path.lastIndexOf("/") > 0;
  return {
    page,
    seo: seoFor(page, crumbs, subHub ? [service(page)] : []),
    content,
    crumbs,
    children: cardsFor(childPaths(path)),
    related: cardsFor(content?.related),
    heroBin: heroBinShape(),
    regulated: regulatedSection(content?.regulatedWork),
    words: (({ explore, ...words }) => ({
      ...words,
      explore: fillBlanks(explore, { page: page.name.toLowerCase() }),
    }))(templateWords().hubs),
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => pageMeta(data?.seo ?? {});

export default function HubPage({ loaderData }: Route.ComponentProps) {
  const { page, content, crumbs, children, related, heroBin, regulated, words } = loaderData;
  return (
    <>
      <PageHero
        title={page.name}
        lead={content?.lead ?? page.description ?? ""}
        crumbs={crumbs}
        icon={page.icon}
        picture={<BinLineup shape={heroBin} />}
      />
      {content && (
        <Section id="overview" heading={words.overview}>
          <Paragraphs texts={content.overview} />
        </Section>
      )}
      <Section id="pages" heading={words.explore} alt>
        <CardGrid cards={children} />
      </Section>
      {content?.guidance && (
        <Section id="guidance" heading={content.guidance.heading}>
          <Paragraphs texts={content.guidance.paragraphs} />
          {content.guidance.statements.length > 0 && <Compliance statements={content.guidance.statements} />}
        </Section>
      )}
      {regulated && (
        <Section id="regulated-work" heading={regulated.heading}>
          <RegulatedWork intro={regulated.intro} parts={regulated.parts} />
        </Section>
      )}
      {content && content.faqs.length > 0 && (
        <Section id="faq" heading={words.faq} alt>
          <Faq items={content.faqs} />
        </Section>
      )}
      {related.length > 0 && (
        <Section id="related" heading={words.related}>
          <CardGrid cards={related} />
        </Section>
      )}
      <CtaBand heading={words.ctaHeading} text={words.ctaText} />
    </>
  );
}
