import { SiteLink } from "~/components/SiteLink/SiteLink";
import { Breadcrumbs } from "~/components/Breadcrumbs/Breadcrumbs";
import { Highlight } from "~/components/SiteSearch/Highlight";
import { pageMeta } from "~/lib/seo";
import { searchSite } from "~/search/index.server";
import { MAX_QUERY_LENGTH, cleanQuery } from "~/search/query";
import { breadcrumbsFor } from "~/site/breadcrumbs";
import { site } from "~/site/site";
import type { Route } from "./+types/search";
import blocks from "~/styles/blocks.module.css";
import { InputRow } from "~/components/Field/InputRow";
import styles from "./search.module.css";

/**
 * /search?q=...: rendered by the server for every query, so it works without scripts. Results
 * pages stay out of search engines (noindex) and out of the site map.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const query = cleanQuery(new URL(request.url).searchParams.get("q"));
  const { total, hits } = query ? searchSite(query) : { total: 0, hits: [] };
  return { query, total, hits, crumbs: breadcrumbsFor("/search", "Search") };
}

export const meta: Route.MetaFunction = ({ loaderData: data }) =>
  pageMeta({ title: data?.query ? `Search results for “${data.query}”` : "Search", noindex: true });

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, total, hits, crumbs } = loaderData;
  return (
    <>
      <section className={styles.top} aria-labelledby="page-title">
        <div className="container">
          <Breadcrumbs crumbs={crumbs} />
          <h1 id="page-title">{query ? <>Search results for “{query}”</> : "Search the site"}</h1>
          <form action="/search" method="get" role="search" aria-label="Search again" className={styles.form}>
            <label htmlFor="search-page-q">Search our services, waste types and guides</label>
            <InputRow submit="Search">
              <input
                className={blocks.input}
                id="search-page-q"
                name="q"
                type="text"
                defaultValue={query}
                maxLength={MAX_QUERY_LENGTH}
                enterKeyHint="search"
                autoComplete="off"
              />
            </InputRow>
          </form>
        </div>
      </section>
      <section className="section" aria-label="Results">
        <div className="container">
          {query && hits.length > 0 && (
            <>
              <p className={styles.count}>
                {total === 1 ? "1 page matches" : `${total} pages match`}
                {total > hits.length ? `; the best ${hits.length} are shown` : ""}.
              </p>
              <ol className={styles.results}>
                {hits.map((hit) => (
                  <li key={hit.path}>
                    <h2 className={styles.title}>
                      <SiteLink to={hit.path}>{hit.title}</SiteLink>
                    </h2>
                    <p className={styles.kind}>{hit.kind}</p>
                    {hit.snippet.length > 0 && (
                      <p className={styles.snippet}>
                        <Highlight segments={hit.snippet} />
                      </p>
                    )}
                  </li>
                ))}
              </ol>
            </>
          )}
          {query && hits.length === 0 && <NoResults query={query} />}
          {!query && <p>Type a word or two above: a service, a kind of waste, a bin size or a city.</p>}
        </div>
      </section>
    </>
  );
}

function NoResults({ query }: { query: string }) {
  return (
    <div className={styles.empty}>
      <h2>No pages match “{query}”</h2>
      <ul>
        <li>Check the spelling, or try a more general word such as “bins”, “recycling” or “liquid waste”.</li>
        <li>
          Browse <SiteLink to="/services">all our services</SiteLink> or{" "}
          <SiteLink to="/waste-management">the waste we manage</SiteLink>.
        </li>
      </ul>
      <p>
        Or ask us: call <a href={site.phone.href}>{site.phone.display}</a> ({site.hours}) or{" "}
        <SiteLink to="/contact-us">send us a message</SiteLink> and we'll tell you what we can collect.
      </p>
    </div>
  );
}
