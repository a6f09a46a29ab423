import { data } from "react-router";
import { Breadcrumbs } from "~/components/Breadcrumbs/Breadcrumbs";
import { CtaBand } from "~/components/CtaBand/CtaBand";
import { Sources } from "~/components/Sources/Sources";
import { PostCards } from "~/components/PostCards/PostCards";
import { allPosts, findPost, toCard } from "~/blog/catalogue.server";
import { templateWords } from "~/content/index.server";
import { formatDate } from "~/lib/format";
import { useMarkdownLinkClicks } from "~/lib/markdown-links";
import { pageMeta } from "~/site/seo";
import { blogPosting, breadcrumbList } from "~/site/structured-data";
import type { Route } from "./+types/post";
import styles from "./post.module.css";

/** Up to three other posts, those sharing the most tags first, then the newest. */
function relatedTo(slug: string, tags: string[]) {
  return allPosts()
    .filter((post) => post.slug !== slug)
    .map((post) => ({ post, shared: post.tags.filter((tag) => tags.includes(tag)).length }))
    .sort((a, b) => b.shared - a.shared || b.post.date.localeCompare(a.post.date))
    .slice(0, 3)
    .map(({ post }) => toCard(post));
}

export async function loader({ params }: Route.LoaderArgs) {
  const post = params.postId ? findPost(params.postId) : undefined;
  if (!post) throw data(null, { status: 404 });
  const crumbs = [
    { name: "Home", path: "/" },
    { name: "Blog", path: "/blog/1" },
    { name: post.title, path: `/post/${post.slug}` },
  ];
  return {
    post,
    related: relatedTo(post.slug, post.tags),
    crumbs,
    jsonLd: [blogPosting(post), breadcrumbList(crumbs)],
    words: templateWords().posts,
  };
}

export const meta: Route.MetaFunction = ({ loaderData: loaded }) =>
  loaded
    ? [
        ...pageMeta({
          title: loaded.post.title,
          description: loaded.post.description,
          keywords: loaded.post.keywords,
          path: `/post/${loaded.post.slug}`,
          ogType: "article",
          jsonLd: loaded.jsonLd,
        }),
        {
          tagName: "link",
          rel: "alternate",
          type: "application/rss+xml",
          title: "Saltbush blog",
          href: "/blog/feed.xml",
        },
      ]
    : pageMeta({});

export default function PostPage({ loaderData }: Route.ComponentProps) {
  const openSiteLink = useMarkdownLinkClicks();
  const { post, related, crumbs, words } = loaderData;
  return (
    <>
      <article className={styles.article} aria-labelledby="page-title">
        <header className={styles.header}>
          <div className="container">
            <Breadcrumbs crumbs={crumbs} />
            <h1 id="page-title">{post.title}</h1>
            <p className={styles.meta}>
              <time dateTime={post.date}>{formatDate(post.date)}</time>
              {post.updated && (
                <>
                  {" "}
                  · Updated <time dateTime={post.updated}>{formatDate(post.updated)}</time>
                </>
              )}{" "}
              · {post.readingMinutes} min read
            </p>
            <ul className={styles.tags} aria-label="Tags">
              {post.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          </div>
        </header>
        {/* Built from Markdown and sanitised at build time (app/blog/markdown.ts). */}
        {/* Its links are links (a click on one is the link's own, keyboard included), opened
            through React Router like every other link of the site (lib/markdown-links.ts). */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
        <div
          className={`container ${styles.body}`}
          onClick={openSiteLink}
          dangerouslySetInnerHTML={{ __html: post.html }}
        />
        {post.sources.length > 0 && <Sources sources={post.sources} />}
      </article>
      {related.length > 0 && (
        <section className="section section-alt" aria-labelledby="related-posts">
          <div className="container">
            <h2 id="related-posts">{words.related}</h2>
            <PostCards posts={related} headingLevel={3} />
          </div>
        </section>
      )}
      <CtaBand heading={words.ctaHeading} text={words.ctaText} />
    </>
  );
}
