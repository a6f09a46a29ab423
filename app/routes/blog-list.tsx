import { data, Link } from "react-router";
import { PageHero } from "~/components/PageHero/PageHero";
import { PostCards } from "~/components/PostCards/PostCards";
import { pageCount, parsePageNumber, postsOnPage } from "~/blog/catalogue.server";
import { blogListContent } from "~/content/index.server";
import { pageMeta } from "~/site/seo";
import { breadcrumbList } from "~/site/structured-data";
import { breadcrumbsFor } from "~/site/breadcrumbs";
import type { Route } from "./+types/blog-list";
import styles from "./blog-list.module.css";

export async function loader({ params }: Route.LoaderArgs) {
  const page = parsePageNumber(params.page);
  if (!page) throw data(null, { status: 404 });
  const crumbs = breadcrumbsFor(`/blog/${page}`, page === 1 ? "Blog" : `Blog, page ${page}`);
  const words = blogListContent();
  return {
    page,
    pages: pageCount(),
    posts: postsOnPage(page),
    crumbs,
    jsonLd: [breadcrumbList(crumbs)],
    words,
  };
}

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => {
  const page = loaded?.page ?? 1;
  const words = loaded?.words;
  // Each numbered page has a title and description of its own, so search engines tell them apart.
  return [
    ...pageMeta({
      title: words && (page === 1 ? words.title : `${words.title}, Page ${page}`),
      description: words && (page === 1 ? words.description : `Page ${page}: ${words.description}`),
      keywords: words?.keywords,
      path: `/blog/${page}`,
      jsonLd: loaded?.jsonLd,
    }),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: "Saltbush blog",
      href: "/blog/feed.xml",
    },
  ];
};

export default function BlogList({ loaderData }: Route.ComponentProps) {
  const { page, pages, posts, crumbs, words } = loaderData;
  return (
    <>
      <PageHero
        title={page === 1 ? words.name : `${words.name}: page ${page}`}
        lead={words.lead}
        crumbs={crumbs}
        actions={false}
        icon="newspaper"
      />
      <div className="container section">
        {posts.length > 0 ? <PostCards posts={posts} /> : <p>{words.empty}</p>}
        {pages > 1 && (
          <nav aria-label="Blog pages" className={styles.pagination}>
            <ul>
              {page > 1 && (
                <li>
                  <Link to={`/blog/${page - 1}`} rel="prev">
                    ← {words.newer}
                    <span className="visually-hidden"> articles</span>
                  </Link>
                </li>
              )}
              {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
                <li key={number}>
                  <Link to={`/blog/${number}`} aria-current={number === page ? "page" : undefined}>
                    <span className="visually-hidden">Page </span>
                    {number}
                  </Link>
                </li>
              ))}
              {page < pages && (
                <li>
                  <Link to={`/blog/${page + 1}`} rel="next">
                    {words.older}
                    <span className="visually-hidden"> articles</span> →
                  </Link>
                </li>
              )}
            </ul>
          </nav>
        )}
      </div>
    </>
  );
}
