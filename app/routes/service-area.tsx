import { PageHero } from "~/components/PageHero/PageHero";
import { ServiceAreaChecker } from "~/components/ServiceAreaChecker/ServiceAreaChecker";
import { serviceAreaTable } from "~/content/finder.server";
import { wordPageContent } from "~/content/index.server";
import { pageMeta } from "~/site/seo";
import { checkServiceArea } from "~/tools/service-area";
import type { Route } from "./+types/service-area";

/**
 * The checker's answer: the checker on /contact-us and the city pages submits here, as a page
 * without scripts and as route data with them, so the postcode table never leaves the server. It
 * is not in the site map (an answer page, not content), so it is rendered per request and kept out
 * of search results.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const place = new URL(request.url).searchParams.get("place") ?? "";
  const { name, title, description, lead } = wordPageContent("serviceArea");
  return {
    place,
    answer: place ? checkServiceArea(place, serviceAreaTable()) : undefined,
    name,
    title,
    description,
    lead,
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data }) =>
  pageMeta({ title: data?.title, description: data?.description, path: "/service-area", noindex: true });

export default function ServiceAreaPage({ loaderData }: Route.ComponentProps) {
  const { place, answer, name, lead } = loaderData;
  return (
    <>
      <PageHero
        title={name}
        lead={lead}
        crumbs={[
          { name: "Home", path: "/" },
          { name, path: "/service-area" },
        ]}
      />
      <div className="container section">
        <ServiceAreaChecker key={place} initial={place} answer={answer} />
      </div>
    </>
  );
}
