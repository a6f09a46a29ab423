import { data, Link } from "react-router";
import { DocumentBody } from "~/components/DocumentBody/DocumentBody";
import { PageHero } from "~/components/PageHero/PageHero";
import { Sources } from "~/components/Sources/Sources";
import { documentContent, templateWords, termsVersions, versionInForce } from "~/content/index.server";
import { fillBlanks } from "~/content/template-words";
import { formatMonth } from "~/lib/format";
import { pageMeta } from "~/site/seo";
import { seoFor } from "~/site/seo.server";
import { breadcrumbsFor } from "~/site/breadcrumbs";
import { normalisePath } from "~/site/navigation";
import { getPage } from "~/site/pages";
import type { Route } from "./+types/document";

/**
 * Long-form documents: the privacy policy, the accessibility statement and the plain-English
 * terms. A terms page shows the version in force (the latest whose month has come);
 * `/<terms page>/<YYYY-MM>` shows that version, and any other month is a 404.
 */
export async function loader({ url, params }: Route.LoaderArgs) {
  const path = normalisePath(url.pathname);
  const version = "version" in params ? params.version : undefined;
  const page = getPage(version ? path.slice(0, path.lastIndexOf("/")) : path);
  const versions = page.type === "terms" ? termsVersions(page.path) : [];
  const current = versionInForce(versions.map((v) => v.version));
  const shown = page.type === "terms" ? (version ?? current) : undefined;
  const content = shown ? versions.find((v) => v.version === shown) : documentContent(page.path);
  if (version && !content) throw data(null, { status: 404 });
  const words = templateWords().documents;
  const month = { month: shown ? formatMonth(shown) : "" };
  // A published version is a page of its own, one step below the terms page.
  const crumbs = version
    ? [...breadcrumbsFor(page.path), { name: fillBlanks(words.crumb, month), path }]
    : breadcrumbsFor(page.path);
  const seo = seoFor(page, crumbs);
  return {
    page,
    seo: version ? { ...seo, title: `${page.title ?? page.name} (version ${version})`, path } : seo,
    content: content ?? null,
    crumbs,
    version: shown,
    current,
    versions: versions.map((v) => v.version),
    words: {
      ...words,
      note: fillBlanks(
        shown === current
          ? words.inForce
          : shown && current && shown > current
            ? words.coming
            : words.earlier,
        month,
      ),
      dateLabel: page.type === "terms" ? words.takesEffect : words.reviewed,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data }) => pageMeta(data?.seo ?? {});

export default function DocumentPage({ loaderData }: Route.ComponentProps) {
  const { page, content, crumbs, version, current, versions, words } = loaderData;
  return (
    <>
      <PageHero
        title={page.name}
        lead={content?.lead ?? page.description ?? ""}
        crumbs={crumbs}
        actions={false}
        icon={page.icon}
      />
      {version && (
        <div className="container">
          <p>
            {words.note}
            {version !== current && (
              <>
                {" "}
                <Link to={page.path}>{words.readInForce}</Link>
              </>
            )}
          </p>
          {versions.length > 1 && (
            <nav aria-label={words.versions}>
              <p>{words.versions}:</p>
              <ul>
                {versions.map((v) => (
                  <li key={v}>
                    <Link to={`${page.path}/${v}`}>{formatMonth(v)}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      )}
      {content && (
        <DocumentBody updated={content.updated} sections={content.sections} dateLabel={words.dateLabel} />
      )}
      {content && content.sources.length > 0 && <Sources sources={content.sources} />}
    </>
  );
}
