import { Paragraphs, Section, Steps, Tiles } from "~/components/Blocks/Blocks";
import { CardGrid } from "~/components/CardGrid/CardGrid";
import { CtaBand } from "~/components/CtaBand/CtaBand";
import { PageHero } from "~/components/PageHero/PageHero";
import { RegulatedWork } from "~/components/RegulatedWork/RegulatedWork";
import { aboutContent, regulatedSection } from "~/content/index.server";
import { pageMeta } from "~/site/seo";
import { seoFor } from "~/site/seo.server";
import { localBusiness } from "~/site/structured-data";
import { breadcrumbsFor } from "~/site/breadcrumbs";
import { cardsFor } from "~/site/cards";
import { pagesOfType, getPage } from "~/site/pages";
import type { Route } from "./+types/about";

export async function loader() {
  const content = aboutContent() ?? null;
  const page = getPage("/about");
  const crumbs = breadcrumbsFor("/about");
  return {
    page,
    seo: seoFor(page, crumbs, [localBusiness()]),
    content,
    crumbs,
    cities: cardsFor(pagesOfType("city").map((city) => city.path)),
    related: cardsFor(content?.related),
    regulated: regulatedSection(content?.regulatedWork),
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => pageMeta(data?.seo ?? {});

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { page, content, crumbs, cities, related, regulated } = loaderData;
  if (!content)
    return <PageHero title={page.name} lead={page.description ?? ""} crumbs={crumbs} icon={page.icon} />;
  return (
    <>
      <PageHero title={page.name} lead={content.lead} crumbs={crumbs} icon={page.icon} />
      <Section id="story" heading={content.headings.story}>
        <Paragraphs texts={content.story} />
      </Section>
      <Section id="how-we-work" heading={content.headings.howWeWork} alt>
        <Steps steps={content.howWeWork} />
      </Section>
      <Section id="service-areas" heading={content.headings.serviceAreas}>
        <Paragraphs texts={content.serviceAreas} />
        <CardGrid cards={cities} />
      </Section>
      <Section id="values" heading={content.headings.values} alt>
        <Tiles items={content.values} />
      </Section>
      {regulated && (
        <Section id="regulated-work" heading={regulated.heading}>
          <RegulatedWork intro={regulated.intro} parts={regulated.parts} />
        </Section>
      )}
      <Section id="related" heading={content.headings.related} alt={!!regulated}>
        <CardGrid cards={related} />
      </Section>
      <CtaBand heading={content.headings.closing} text={content.closing} />
    </>
  );
}
