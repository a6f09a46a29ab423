import { useMemo } from "react";
import { type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import { PageHero } from "~/components/PageHero/PageHero";
import { WasteFinder } from "~/components/WasteFinder/WasteFinder";
import { finderTables } from "~/content/finder.server";
import { whatGoesWhereContent } from "~/content/index.server";
import { fromJsonText, toJsonText } from "~/lib/json-text";
import { pageMeta } from "~/site/seo";
import { seoFor } from "~/site/seo.server";
import { breadcrumbsFor } from "~/site/breadcrumbs";
import { getPage } from "~/site/pages";
import type { FinderItem } from "~/tools/finder";
import type { Route } from "./+types/what-goes-where";
import type { RouteBehaviour } from "~/lib/route-behaviour";

const path = "/what-goes-where";

/**
 * The items travel as route data, not in the page's scripts, so other pages never load them; as
 * JSON text, which the browser reads far sooner than React Router's decoder rebuilds objects.
 */
export async function loader() {
  const crumbs = breadcrumbsFor(path);
  // Only what an item has: most have no other names and are collected by us.
  const items: FinderItem[] = finderTables().wasteItems.map(({ aliases, notTaken, ...item }) => ({
    ...item,
    ...(aliases.length > 0 ? { aliases } : {}),
    ...(notTaken ? { notTaken } : {}),
    stream: getPage(item.path).name,
  }));
  return {
    page: getPage(path),
    seo: seoFor(getPage(path), crumbs),
    crumbs,
    items: toJsonText(items),
    lead: whatGoesWhereContent()!.lead,
  };
}

/** The query only filters data the page already has: no need to ask the server again. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => pageMeta(data?.seo ?? {});

export default function WhatGoesWherePage({ loaderData }: Route.ComponentProps) {
  const { page, crumbs, lead } = loaderData;
  const items = useMemo(() => fromJsonText(loaderData.items), [loaderData.items]);
  const [params] = useSearchParams();
  return (
    <>
      <PageHero title={page.name} lead={lead} crumbs={crumbs} icon={page.icon} />
      <div className="container section">
        <WasteFinder items={items} initialQuery={params.get("q") ?? ""} />
      </div>
    </>
  );
}

/** The finder's question is in the query, answered by the server for visitors without scripts. */
export const handle: RouteBehaviour = { readsQuery: true };
