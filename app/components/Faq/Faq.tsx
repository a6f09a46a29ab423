import { Link } from "react-router";
import type { Faq as FaqItem } from "~/content/types";
import styles from "./Faq.module.css";

/** Questions as native disclosures: keyboard and screen-reader friendly with no script. */
export function Faq({ items }: { items: FaqItem[] }) {
  return (
    <div className={styles.faq}>
      {items.map((item) => (
        <details key={item.question} className={styles.item}>
          <summary className={styles.question}>{item.question}</summary>
          <p className={styles.answer}>{item.answer}</p>
          {item.links.map((link) => (
            <p key={link.path} className={styles.answer}>
              <Link to={link.path}>{link.label}</Link>
            </p>
          ))}
        </details>
      ))}
    </div>
  );
}
