import { Link } from "react-router";
import type { ReactNode } from "react";
import type { LinkedWords } from "~/content/template-words";
import { site } from "~/site/site";

/**
 * A sentence from the content with its links: each link's words become a link to its page where
 * they first appear, and the company's phone number a link that calls it.
 */
export function LinkedText({ text, links }: LinkedWords) {
  const marks = [
    ...links.map((link) => ({
      at: text.indexOf(link.label),
      words: link.label,
      node: (key: number) => (
        <Link key={key} to={link.path}>
          {link.label}
        </Link>
      ),
    })),
    {
      at: text.indexOf(site.phone.display),
      words: site.phone.display,
      node: (key: number) => (
        <a key={key} href={site.phone.href}>
          {site.phone.display}
        </a>
      ),
    },
  ]
    .filter((mark) => mark.at >= 0 && mark.words)
    .sort((a, b) => a.at - b.at);
  const parts: ReactNode[] = [];
  let from = 0;
  for (const mark of marks) {
    if (mark.at < from) continue; // inside an earlier link
    parts.push(text.slice(from, mark.at), mark.node(mark.at));
    from = mark.at + mark.words.length;
  }
  parts.push(text.slice(from));
  return <>{parts}</>;
}
