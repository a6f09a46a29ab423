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
import { SiteLink } from "~/components/SiteLink/SiteLink";
import { WasteAuditOffer } from "~/components/WasteAuditOffer/WasteAuditOffer";
import { topicContent } from "~/content/index.server";
import { finderTables } from "~/content/finder.server";
import { lidFor } from "~/content/lid-colours";
import { pageMeta } from "~/lib/seo";
import { seoFor } from "~/lib/seo.server";
import { service } from "~/lib/structured-data";
import { breadcrumbsFor } from "~/site/breadcrumbs";
import { quoteHref } from "~/forms/quote-prefill";
import { cardsFor, namesFor } from "~/site/cards";
import { normalisePath } from "~/site/navigation";
import { pageForRoute } from "~/site/page-for-route";
import type { PageType } from "~/site/pages";
import type { Route } from "./+types/topic";
import styles from "./topic.module.css";

/**
 * The template for service, waste-stream, recycling-material, industry and business-size pages.
 * They share one content shape; the wording of the section headings suits each audience.
 */
const wording: Partial<
  Record<PageType, { overview: string; included: string; related: string; cta: string }>
> = {
  service: {
    overview: "How this service helps",
    included: "What's included",
    related: "Related services",
    cta: "Talk to us about this service",
  },
  waste: {
    overview: "What this waste stream covers",
    included: "What's included",
    related: "Related waste services",
    cta: "Book a collection or ask a question",
  },
  material: {
    overview: "What we recycle and what it becomes",
    included: "What's included",
    related: "More recycling services",
    cta: "Start recycling with us",
  },
  industry: {
    overview: "The waste challenges we solve",
    included: "Services for your sector",
    related: "Services this industry uses",
    cta: "Get a waste plan for your site",
  },
  business: {
    overview: "How we work with you",
    included: "What you get",
    related: "Useful next steps",
    cta: "Get a plan that fits your business",
  },
};

export async function loader({ url }: Route.LoaderArgs) {
  const path = normalisePath(url.pathname);
  const page = pageForRoute(path, ["business", "service", "waste", "material", "industry"]);
  const content = topicContent(path) ?? null;
  const crumbs = breadcrumbsFor(path);
  const offered = ["service", "waste", "material"].includes(page.type);
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
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => pageMeta(data?.seo ?? {});

export default function TopicPage({ loaderData }: Route.ComponentProps) {
  const { page, content, crumbs, related, industries, quoteHref, drawn, price } = loaderData;
  const words = wording[page.type] ?? wording.service!;
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
        <Section
          id="to-scale"
          heading={lid ? `The ${lid.colourName.toLowerCase()}-lid bin` : "Sizes drawn to scale"}
          alt
        >
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
      <Section id="how-it-works" heading="How it works" alt={!content.options}>
        <Steps steps={content.steps} />
      </Section>
      <Section id="who-it-suits" heading="Who it suits" alt={Boolean(content.options)}>
        <Suits sizes={content.suits.sizes} industries={industries} text={content.suits.text} />
      </Section>
      {price && (
        <Section id="price" heading="What affects the price">
          <Paragraphs texts={price} />
          <p>
            Every amount is set out in your quote. Our{" "}
            <SiteLink to="/fees-and-charges">fees and charges</SiteLink> page explains what can appear on an
            invoice, and the <SiteLink to="/service-agreement">service agreement</SiteLink> how terms, price
            reviews and cancelling work.
          </p>
        </Section>
      )}
      <Section id="compliance" heading="Handling and compliance" alt={!content.options}>
        <Compliance statements={content.compliance} />
      </Section>
      {(page.type === "business" || quoteHref.includes("audit=1")) && <WasteAuditOffer />}
      <Section id="faq" heading="Frequently asked questions" alt={Boolean(content.options)}>
        <Faq items={content.faqs} />
      </Section>
      <Section id="related" heading={words.related}>
        <CardGrid cards={related} />
      </Section>
      <CtaBand
        heading={words.cta}
        text={`Tell us about your site and we'll recommend the right set-up for ${page.name.toLowerCase()}.`}
        quoteHref={quoteHref}
      />
    </>
  );
}
