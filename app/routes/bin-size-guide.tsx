import { Paragraphs, Section } from "~/components/Blocks/Blocks";
import { BinDrawing } from "~/components/BinDrawing/BinDrawing";
import { BinLineup } from "~/components/BinDrawing/BinLineup";
import { LidKey } from "~/components/BinDrawing/LidKey";
import { BinHelper } from "~/components/BinHelper/BinHelper";
import { PageHero } from "~/components/PageHero/PageHero";
import { finderTables } from "~/content/finder.server";
import { heroBinShape } from "~/content/hero-bin.server";
import { binSizeGuideContent } from "~/content/index.server";
import { pageMeta } from "~/site/seo";
import { seoFor } from "~/site/seo.server";
import { breadcrumbsFor } from "~/site/breadcrumbs";
import { getPage } from "~/site/pages";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/bin-size-guide";
import styles from "./bin-size-guide.module.css";
import type { RouteBehaviour } from "~/lib/route-behaviour";

const path = "/bin-size-guide";

export async function loader() {
  const crumbs = breadcrumbsFor(path);
  // Every bin's words are on this page anyway; the helper reads the same list.
  const words = binSizeGuideContent()!;
  return {
    page: getPage(path),
    seo: seoFor(getPage(path), crumbs),
    crumbs,
    bins: finderTables().bins,
    lineup: heroBinShape(),
    words,
  };
}

/** The helper's answers only change the address; the page's data stays the same. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => pageMeta(data?.seo ?? {});

export default function BinSizeGuidePage({ loaderData }: Route.ComponentProps) {
  const { page, crumbs, bins, lineup, words } = loaderData;
  return (
    <>
      <PageHero title={page.name} lead={words.lead} crumbs={crumbs} icon={page.icon} />
      <Section id="helper" heading={words.helper.heading}>
        <Paragraphs texts={words.helper.paragraphs} />
        <BinHelper bins={bins} />
      </Section>
      <Section id="sizes" heading={words.sizes.heading} alt>
        <Paragraphs texts={words.sizes.paragraphs} />
        <ul className={styles.bins}>
          {bins.map((bin) => (
            <li key={bin.id} className={styles.bin}>
              <h3>{bin.name}</h3>
              <BinDrawing bin={bin} withDimensions={false} />
              <dl>
                <dt>Size</dt>
                <dd>{bin.dimensions}</dd>
                <dt>Holds</dt>
                <dd>{bin.everyday}</dd>
                <dt>Suits</dt>
                <dd>{bin.suits}</dd>
                <dt>Space needed</dt>
                <dd>{bin.space}</dd>
              </dl>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="lid-colours" heading={words.lids.heading}>
        <Paragraphs texts={words.lids.paragraphs} />
        <div className={styles.lineup}>
          <BinLineup shape={lineup} />
        </div>
        <LidKey />
      </Section>
    </>
  );
}

/** The bin helper's answers are in the query, answered by the server for visitors without scripts. */
export const handle: RouteBehaviour = { readsQuery: true };
