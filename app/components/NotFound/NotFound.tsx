import { Link } from "react-router";
import { site } from "~/site/site";
import { useFooter } from "~/site/use-menu";
import styles from "./NotFound.module.css";
import { EndOfFirstScreen } from "~/lib/first-frame";

/** The 404 page, inside the normal layout: a way on to the pages people look for most (the footer's file names them). */
export function NotFound() {
  const links = useFooter()?.notFoundLinks ?? [];
  return (
    <section className={`container section ${styles.notFound}`} aria-labelledby="page-title">
      <h1 id="page-title">We couldn't find that page</h1>
      <p className={styles.lead}>
        The address may be mistyped, or the page may have moved. These will get you where you need to go:
      </p>
      <EndOfFirstScreen />
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.path}>
            <Link to={link.path}>{link.name}</Link>
          </li>
        ))}
      </ul>
      <p>
        Or call us on <a href={site.phone.href}>{site.phone.display}</a> and we'll point you in the right
        direction.
      </p>
    </section>
  );
}
