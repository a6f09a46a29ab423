import { Link } from "react-router";
import { useId } from "react";
import { Icon } from "~/components/Icon/Icon";
import type { PostCard } from "~/blog/catalogue.server";
import { formatDate } from "~/lib/format";
import styles from "./PostCards.module.css";

export function PostCards({ posts, headingLevel = 2 }: { posts: PostCard[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  // Each card is named by its own heading, so a screen reader's list of articles tells them apart.
  const prefix = useId();
  return (
    <ul className={styles.list}>
      {posts.map((post) => (
        <li key={post.slug} className={styles.card}>
          <article aria-labelledby={`${prefix}-${post.slug}`}>
            {/* Posts name no icon of their own: every article card shows the same one. */}
            <Icon name="newspaper" className={styles.icon} />
            <Heading className={styles.title} id={`${prefix}-${post.slug}`}>
              <Link to={`/post/${post.slug}`}>{post.title}</Link>
            </Heading>
            <p className={styles.meta}>
              <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.readingMinutes} min read
            </p>
            <p className={styles.summary}>{post.description}</p>
            <p className={styles.more} aria-hidden="true">
              Read article →
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
