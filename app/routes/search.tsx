import { Link } from "react-router";
import { LinkedText } from "~/components/LinkedText/LinkedText";
import { templateWords } from "~/content/index.server";
import { fillBlanks } from "~/content/template-words";
import { Breadcrumbs } from "~/components/Breadcrumbs/Breadcrumbs";
import { Highlight } from "~/components/SiteSearch/Highlight";
import { pageMeta } from "~/site/seo";
import { searchSite } from "~/search/index.server";
import { MAX_QUERY_LENGTH, cleanQuery } from "~/search/query";
import { breadcrumbsFor } from "~/site/breadcrumbs";
import type { Route } from "./+types/search";
import blocks from "~/styles/blocks.module.css";
import { InputRow } from "~/components/Field/InputRow";
import styles from "./search.module.css";
import { EndOfFirstScreen } from "~/lib/first-frame";

/**
 * /search?q=...: rendered by the server for every query, so it works without scripts. Results
 * pages stay out of search engines (noindex) and out of the site map.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const query = cleanQuery(new URL(request.url).searchParams.get("q"));
  const { total, hits } = query ? searchSite(query) : { total: 0, hits: [] };
  const words = templateWords().search;
  const blanks = { query, count: String(total), shown: String(hits.length) };
  return {
    query,
    hits,
    crumbs: breadcrumbsFor("/search", "Search"),
    words: {
      ...words,
      results: fillBlanks(words.results, blanks),
      count: fillBlanks(total === 1 ? words.one : total > hits.length ? words.more : words.many, blanks),
      none: fillBlanks(words.none, blanks),
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data }) =>
  pageMeta({ title: data?.query ? data.words.results : "Search", noindex: true });

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, hits, crumbs, words } = loaderData;
  return (
    <>
      <section className={styles.top} aria-labelledby="page-title">
        <div className="container">
          <Breadcrumbs crumbs={crumbs} />
          <h1 id="page-title">{query ? words.results : words.heading}</h1>
          <EndOfFirstScreen />
          <form action="/search" method="get" role="search" aria-label="Search again" className={styles.form}>
            <label htmlFor="search-page-q">{words.label}</label>
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
              <p className={styles.count}>{words.count}</p>
              <ol className={styles.results}>
                {hits.map((hit) => (
                  <li key={hit.path}>
                    <h2 className={styles.title}>
                      <Link to={hit.path}>{hit.title}</Link>
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
          {query && hits.length === 0 && <NoResults words={words} />}
          {!query && <p>{words.prompt}</p>}
        </div>
      </section>
    </>
  );
}

function NoResults({ words }: { words: Route.ComponentProps["loaderData"]["words"] }) {
  return (
    <div className={styles.empty}>
      <h2>{words.none}</h2>
      <ul>
        {words.tips.map((tip) => (
          <li key={tip.text}>
            <LinkedText {...tip} />
          </li>
        ))}
      </ul>
      <p>
        <LinkedText {...words.askUs} />
      </p>
    </div>
  );
}
