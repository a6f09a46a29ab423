import { Link } from "react-router";
import type { Section } from "~/content/types";
import { formatDate } from "~/lib/format";
import styles from "./DocumentBody.module.css";

/**
 * A long-form policy or statement, in headed sections, under its date: the day a policy was last
 * reviewed, or the day published terms take effect (`dateLabel`).
 */
export function DocumentBody({
  updated,
  sections,
  dateLabel = "Last reviewed",
}: {
  updated: string;
  sections: Section[];
  dateLabel?: string;
}) {
  return (
    <div className={`container section ${styles.document}`}>
      <p className={styles.updated}>
        {dateLabel} <time dateTime={updated}>{formatDate(updated)}</time>
      </p>
      {sections.map((section, index) => (
        <section key={section.heading} aria-labelledby={`section-${index}`}>
          <h2 id={`section-${index}`}>{section.heading}</h2>
          {section.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
          {section.list.length > 0 && (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          {section.links.length > 0 && (
            <ul>
              {section.links.map((link) => (
                <li key={link.href}>
                  {/* A site path stays a link of this site; anything else is the other organisation's own page. */}
                  {link.href.startsWith("/") ? (
                    <Link to={link.href}>{link.label}</Link>
                  ) : (
                    <a href={link.href} rel="noopener">
                      {link.label}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
