import { DocumentBody } from "~/components/DocumentBody/DocumentBody";
import { PageHero } from "~/components/PageHero/PageHero";
import { documentContent } from "~/content/index.server";
import { pageMeta } from "~/lib/seo";
import { seoFor } from "~/lib/seo.server";
import { breadcrumbsFor } from "~/site/breadcrumbs";
import { normalisePath } from "~/site/navigation";
import { getPage } from "~/site/pages";
import type { Route } from "./+types/document";

/** Long-form documents: the privacy policy and the accessibility statement. */
export async function loader({ url }: Route.LoaderArgs) {
  const page = getPage(normalisePath(url.pathname));
  const crumbs = breadcrumbsFor(page.path);
  return { page, seo: seoFor(page, crumbs), content: documentContent(page.path) ?? null, crumbs };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data?.seo ?? {});

export default function DocumentPage({ loaderData }: Route.ComponentProps) {
  const { page, content, crumbs } = loaderData;
  return (
    <>
      <PageHero
        title={page.name}
        lead={content?.lead ?? page.description ?? ""}
        crumbs={crumbs}
        actions={false}
      />
      {content && <DocumentBody updated={content.updated} sections={content.sections} />}
    </>
  );
}
