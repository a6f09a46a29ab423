import { Paragraphs, Section, Tiles } from "~/components/Blocks/Blocks";
import { CardGrid } from "~/components/CardGrid/CardGrid";
import { CtaBand } from "~/components/CtaBand/CtaBand";
import { Faq } from "~/components/Faq/Faq";
import { Statements } from "~/components/Sources/Statements";
import { PageHero } from "~/components/PageHero/PageHero";
import { ServiceAreaChecker } from "~/components/ServiceAreaChecker/ServiceAreaChecker";
import { cityContent, regulatedSection, templateWords } from "~/content/index.server";
import { RegulatedWork } from "~/components/RegulatedWork/RegulatedWork";
import { pageMeta } from "~/site/seo";
import { seoFor } from "~/site/seo.server";
import { breadcrumbsFor } from "~/site/breadcrumbs";
import { cardsFor } from "~/site/cards";
import { normalisePath } from "~/site/navigation";
import { pageForRoute } from "~/site/page-for-route";
import type { Route } from "./+types/city";
import styles from "./city.module.css";

export async function loader({ url }: Route.LoaderArgs) {
  const path = normalisePath(url.pathname);
  const content = cityContent(path) ?? null;
  const page = pageForRoute(path, ["city"]);
  const crumbs = breadcrumbsFor(path);
  return {
    page,
    seo: seoFor(page, crumbs),
    content,
    crumbs,
    services: cardsFor(content?.services),
    related: cardsFor(content?.related),
    regulated: regulatedSection(content?.regulatedWork),
    words: templateWords().cities,
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => pageMeta(data?.seo ?? {});

export default function CityPage({ loaderData }: Route.ComponentProps) {
  const { page, content, crumbs, services, related, regulated, words } = loaderData;
  if (!content)
    return <PageHero title={page.name} lead={page.description ?? ""} crumbs={crumbs} icon={page.icon} />;
  return (
    <>
      <PageHero title={page.name} lead={content.lead} crumbs={crumbs} icon={page.icon} />
      <Section id="overview" heading={words.overview}>
        <Paragraphs texts={content.intro} />
      </Section>
      <Section id="areas" heading={words.areas} alt>
        <div className={styles.areas}>
          {content.areas.map((area) => (
            <section key={area.heading} className={styles.area} aria-label={area.heading}>
              <h3>{area.heading}</h3>
              <p>{area.text}</p>
              <p className={styles.suburbs}>{area.suburbs.join(" · ")}</p>
            </section>
          ))}
        </div>
        {/* Postcode or suburb: do we collect there? */}
        <ServiceAreaChecker />
      </Section>
      <Section id="regulation" heading={content.regulation.heading}>
        <Statements statements={content.regulation.statements} />
      </Section>
      {regulated && (
        <Section id="regulated-work" heading={regulated.heading} alt>
          <RegulatedWork intro={regulated.intro} parts={regulated.parts} />
        </Section>
      )}
      <Section id="local-notes" heading={words.localNotes} alt={!regulated}>
        <Tiles items={content.localNotes} />
      </Section>
      <Section id="services" heading={words.services}>
        <CardGrid cards={services} />
      </Section>
      <Section id="faq" heading={words.faq} alt>
        <Faq items={content.faqs} />
      </Section>
      <Section id="related" heading={words.related}>
        <CardGrid cards={related} />
      </Section>
      <CtaBand heading={words.ctaHeading} text={words.ctaText} />
    </>
  );
}
