import {
  Section,
  Paragraphs,
  CheckList,
  Options,
  Steps,
  Suits,
  Compliance,
} from "~/components/Blocks/Blocks";
import { BinDrawing } from "~/components/BinDrawing/BinDrawing";
import { LidSources } from "~/components/BinDrawing/LidSources";
import { CardGrid } from "~/components/CardGrid/CardGrid";
import { CtaBand } from "~/components/CtaBand/CtaBand";
import { Faq } from "~/components/Faq/Faq";
import { PageHero } from "~/components/PageHero/PageHero";
import { WasteAuditOffer } from "~/components/WasteAuditOffer/WasteAuditOffer";
import { regulatedSection, templateWords, topicContent } from "~/content/index.server";
import { RegulatedWork } from "~/components/RegulatedWork/RegulatedWork";
import { fillBlanks } from "~/content/template-words";
import { LinkedText } from "~/components/LinkedText/LinkedText";
import { finderTables } from "~/content/finder.server";
import { lidFor } from "~/content/lid-colours";
import { pageMeta } from "~/site/seo";
import { seoFor } from "~/site/seo.server";
import { service } from "~/site/structured-data";
import { breadcrumbsFor } from "~/site/breadcrumbs";
import { quoteHref } from "~/forms/quote-prefill";
import { cardsFor, namesFor } from "~/site/cards";
import { normalisePath } from "~/site/navigation";
import { pageForRoute } from "~/site/page-for-route";
import type { Route } from "./+types/topic";
import styles from "./topic.module.css";

/**
 * The template for service, waste-stream, recycling-material, industry and business-size pages.
 * They share one content shape; the wording of the section headings suits each audience, and is
 * staff's to change for every page of a type at once (content/template-words/).
 */
export async function loader({ url }: Route.LoaderArgs) {
  const path = normalisePath(url.pathname);
  const page = pageForRoute(path, ["business", "service", "waste", "material", "industry"]);
  const content = topicContent(path) ?? null;
  const crumbs = breadcrumbsFor(path);
  const offered = ["service", "waste", "material"].includes(page.type);
  const { service: serviceWords, waste, material, industry, business, ...shared } = templateWords().topics;
  const byType = { service: serviceWords, waste, material, industry, business };
  const lid = lidFor(path);
  return {
    page,
    seo: seoFor(page, crumbs, offered ? [service(page)] : []),
    content,
    crumbs,
    related: cardsFor(content?.related),
    industries: namesFor(content?.suits.industries),
    price: offered ? (content?.priceFactors ?? null) : null,
    // The bins this page offers, drawn to scale as on the bin size guide; a stream with a lid
    // colour of its own shows the bin size guide's two-wheel bins with that lid.
    drawn: lidFor(path)
      ? finderTables().bins.filter((bin) => bin.drawing?.outline === "wheelie")
      : finderTables().bins.filter((bin) => bin.path === path && bin.drawing),
    quoteHref: quoteHref(offered ? path : undefined),
    regulated: regulatedSection(content?.regulatedWork),
    words: {
      ...shared,
      ...(byType[page.type as keyof typeof byType] ?? serviceWords),
      lidBin: lid && fillBlanks(shared.lidBin, { colour: lid.colourName.toLowerCase() }),
      ctaText: fillBlanks(shared.ctaText, { page: page.name.toLowerCase() }),
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => pageMeta(data?.seo ?? {});

export default function TopicPage({ loaderData }: Route.ComponentProps) {
  const { page, content, crumbs, related, industries, quoteHref, drawn, price, regulated, words } =
    loaderData;
  const lid = lidFor(page.path);
  if (!content) {
    return (
      <PageHero
        title={page.name}
        lead={page.description ?? ""}
        crumbs={crumbs}
        quoteHref={quoteHref}
        icon={page.icon}
      />
    );
  }
  return (
    <>
      <PageHero
        title={page.name}
        lead={content.lead}
        crumbs={crumbs}
        quoteHref={quoteHref}
        icon={page.icon}
      />
      <Section id="overview" heading={words.overview}>
        <Paragraphs texts={content.overview} />
      </Section>
      <Section id="included" heading={words.included} alt>
        <CheckList items={content.included} />
      </Section>
      {content.options && (
        <Section id="options" heading={content.options.heading}>
          <Options table={content.options} />
        </Section>
      )}
      {drawn.length > 0 && (
        <Section id="to-scale" heading={words.lidBin || words.toScale} alt>
          <ul className={styles.drawings}>
            {drawn.map((bin) => (
              <li key={bin.id}>
                <BinDrawing bin={bin} lid={lid} />
              </li>
            ))}
          </ul>
          {lid && <LidSources lids={[lid]} />}
        </Section>
      )}
      <Section id="how-it-works" heading={words.howItWorks} alt={!content.options}>
        <Steps steps={content.steps} />
      </Section>
      <Section id="who-it-suits" heading={words.whoItSuits} alt={Boolean(content.options)}>
        <Suits sizes={content.suits.sizes} industries={industries} text={content.suits.text} />
      </Section>
      {price && (
        <Section id="price" heading={words.price}>
          <Paragraphs texts={price} />
          <p>
            <LinkedText {...words.priceNote} />
          </p>
        </Section>
      )}
      <Section id="compliance" heading={words.compliance} alt={!content.options}>
        <Compliance statements={content.compliance} />
      </Section>
      {regulated && (
        <Section id="regulated-work" heading={regulated.heading} alt={Boolean(content.options)}>
          <RegulatedWork intro={regulated.intro} parts={regulated.parts} />
        </Section>
      )}
      {(page.type === "business" || quoteHref.includes("audit=1")) && (
        <WasteAuditOffer heading={words.auditHeading} text={words.auditText} />
      )}
      {/* The questions keep the bands alternating, after the regulated work's band when there is one. */}
      <Section id="faq" heading={words.faq} alt={Boolean(content.options) !== Boolean(regulated)}>
        <Faq items={content.faqs} />
      </Section>
      <Section id="related" heading={words.related}>
        <CardGrid cards={related} />
      </Section>
      <CtaBand heading={words.cta} text={words.ctaText} quoteHref={quoteHref} />
    </>
  );
}
