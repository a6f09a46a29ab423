import { Link } from "react-router";
import { Section, Steps, Tiles } from "~/components/Blocks/Blocks";
import { BinLineup } from "~/components/BinDrawing/BinLineup";
import { CardGrid } from "~/components/CardGrid/CardGrid";
import type { Card } from "~/site/cards";
import { CtaBand } from "~/components/CtaBand/CtaBand";
import { QuoteOrCall } from "~/components/QuoteOrCall/QuoteOrCall";
import { PostCards } from "~/components/PostCards/PostCards";
import { allPosts, toCard } from "~/blog/catalogue.server";
import { heroBinShape } from "~/content/hero-bin.server";
import { RegulatedWork } from "~/components/RegulatedWork/RegulatedWork";
import { homeContent, regulatedSection } from "~/content/index.server";
import { pageMeta } from "~/site/seo";
import { seoFor } from "~/site/seo.server";
import { localBusiness } from "~/site/structured-data";
import { cardsFor } from "~/site/cards";
import { menuChildren } from "~/site/menu.server";
import { findPage, getPage } from "~/site/pages";
import { site } from "~/site/site";
import type { Route } from "./+types/home";
import styles from "./home.module.css";
import { EndOfFirstScreen } from "~/lib/first-frame";

/** The home page's cards, with the icon of the page each leads to. */
const cardsOf = (cards: { path: string; heading: string; text: string }[]): Card[] =>
  cards.map(({ path, heading, text }) => {
    const icon = findPage(path)?.icon;
    return { path, name: heading, summary: text, ...(icon ? { icon } : {}) };
  });

export async function loader() {
  const industryPaths = menuChildren("/industries").map((item) => item.path);
  const content = homeContent() ?? null;
  return {
    page: getPage("/"),
    seo: seoFor(getPage("/"), [], [localBusiness()]),
    content,
    audiences: cardsOf(content?.audiences ?? []),
    families: cardsOf(content?.families ?? []),
    heroBin: heroBinShape(),
    industries: cardsFor(industryPaths).map(({ path, name }) => ({ path, name })),
    latestPosts: allPosts().slice(0, 3).map(toCard),
    regulated: regulatedSection(content?.regulatedWork),
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => pageMeta(data?.seo ?? {});

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { page, content, audiences, families, heroBin, industries, latestPosts, regulated } = loaderData;
  return (
    <>
      <section className={styles.hero} aria-labelledby="page-title">
        <div className={`container ${styles.heroInner}`}>
          <div className={styles.heroWords}>
            <p className={styles.eyebrow}>
              Since {site.foundedYear} · {site.serviceCities.join(" · ")}
            </p>
            <h1 id="page-title">{page.name}</h1>
            <p className={styles.lead}>{content?.lead ?? page.description}</p>
            <EndOfFirstScreen />
            <QuoteOrCall
              quoteHref="/get-a-quote"
              quoteLabel="Get a free quote"
              className={styles.actions}
              callClassName={styles.call}
            />
          </div>
          <BinLineup shape={heroBin} className={styles.heroPicture} />
        </div>
      </section>
      {content && (
        <>
          <Section id="audiences" heading={content.headings.audiences}>
            <CardGrid cards={audiences} />
          </Section>
          <Section id="services" heading={content.headings.services} alt>
            <CardGrid cards={families} />
          </Section>
          <Section id="why" heading={content.headings.why}>
            <Tiles items={content.whyChoose} />
          </Section>
          {regulated && (
            <Section id="regulated-work" heading={regulated.heading} alt>
              <RegulatedWork intro={regulated.intro} parts={regulated.parts} />
            </Section>
          )}
          <Section id="getting-started" heading={content.headings.gettingStarted} alt={!regulated}>
            <Steps steps={content.gettingStarted} />
          </Section>
          <Section id="industries" heading={content.headings.industries} alt={!!regulated}>
            <p className="prose">{content.industriesIntro}</p>
            <ul className={styles.industries}>
              {industries.map((industry) => (
                <li key={industry.path}>
                  <Link to={industry.path}>{industry.name}</Link>
                </li>
              ))}
            </ul>
          </Section>
        </>
      )}
      {content && latestPosts.length > 0 && (
        <Section id="latest-posts" heading={content.headings.latestPosts} alt={!regulated}>
          <PostCards posts={latestPosts} headingLevel={3} />
          <p className={styles.more}>
            <Link to="/blog/1">{content.headings.readAll}</Link>
          </p>
        </Section>
      )}
      {content && <CtaBand heading={content.headings.closing} text={content.closing} />}
    </>
  );
}
