import { Link } from "react-router";
import { Icon } from "~/components/Icon/Icon";
import type { Card } from "~/site/cards";
import styles from "./CardGrid.module.css";

/** Linked cards: hub children, related pages, audiences. The whole card is one link. */
export function CardGrid({ cards, headingLevel = 3 }: { cards: Card[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <li key={card.path} className={styles.card}>
          {card.icon && <Icon name={card.icon} className={styles.icon} />}
          <Heading className={styles.name}>
            <Link prefetch="intent" to={card.path}>
              {card.name}
            </Link>
          </Heading>
          {card.summary && <p className={styles.summary}>{card.summary}</p>}
          <span className={styles.more} aria-hidden="true">
            Learn more →
          </span>
        </li>
      ))}
    </ul>
  );
}
