import { Link, data } from "react-router";
import { Breadcrumbs } from "~/components/Breadcrumbs/Breadcrumbs";
import { ARCHIVE_NAME, UPDATES_PATH, monthName, updatePath } from "~/content/monthly-limits";
import { pageMeta } from "~/lib/seo";
import { breadcrumbList } from "~/lib/structured-data";
import { publishedIssues } from "~/monthly/issues.server";
import type { Route } from "./+types/updates";
import styles from "./updates.module.css";

/**
 * The monthly e-mail's archive: /updates lists every e-mail whose day has come, /updates/{month}
 * shows one as it was sent. Rendered per request, so an e-mail shows here on its day without a build.
 */
export function loader({ params }: Route.LoaderArgs) {
  const issues = publishedIssues(Date.now());
  const home = { name: "Home", path: "/" };
  const list = { name: ARCHIVE_NAME, path: UPDATES_PATH };
  if (!params.month) {
    const crumbs = [home, list];
    return {
      issue: null,
      issues: issues.map(({ month, subject, preview }) => ({ month, subject, preview })),
      crumbs,
      jsonLd: [breadcrumbList(crumbs)],
    };
  }
  const issue = issues.find((each) => each.month === params.month);
  if (!issue) throw data(null, { status: 404 });
  const crumbs = [home, list, { name: monthName(issue.month), path: updatePath(issue.month) }];
  return { issue, issues: [], crumbs, jsonLd: [breadcrumbList(crumbs)] };
}

export const meta: Route.MetaFunction = ({ loaderData: loaded }) =>
  loaded?.issue
    ? pageMeta({
        title: `${loaded.issue.subject} | Monthly e-mail, ${monthName(loaded.issue.month)}`,
        description: loaded.issue.preview,
        path: updatePath(loaded.issue.month),
        jsonLd: loaded.jsonLd,
      })
    : pageMeta({
        title: ARCHIVE_NAME,
        description:
          "Every monthly e-mail we have sent: new services, rule changes and ways to cut your bin costs.",
        path: UPDATES_PATH,
        jsonLd: loaded?.jsonLd ?? [],
      });

export default function Updates({ loaderData }: Route.ComponentProps) {
  const { issue, issues, crumbs } = loaderData;
  return (
    <article className={`container ${styles.page}`} aria-labelledby="page-title">
      <Breadcrumbs crumbs={crumbs} />
      {issue ? (
        <>
          <p className={styles.month}>Monthly e-mail, {monthName(issue.month)}</p>
          <h1 id="page-title">{issue.subject}</h1>
          <p className={styles.lead}>{issue.introduction}</p>
          {issue.items.map((item, index) => (
            <section key={index} className={styles.item}>
              {item.kind === "link" ? (
                <>
                  <h2>
                    <Link to={item.path}>{item.title}</Link>
                  </h2>
                  <p>{item.why}</p>
                </>
              ) : (
                <>
                  <h2>{item.heading}</h2>
                  <p>{item.text}</p>
                </>
              )}
            </section>
          ))}
          <p>
            <Link to={UPDATES_PATH}>Every monthly e-mail</Link>
          </p>
        </>
      ) : (
        <>
          <h1 id="page-title">{ARCHIVE_NAME}</h1>
          {issues.length ? (
            <ul className={styles.list}>
              {issues.map((each) => (
                <li key={each.month}>
                  <Link to={updatePath(each.month)}>{each.subject}</Link>
                  <span className={styles.month}> {monthName(each.month)}</span>
                  <p>{each.preview}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p>The first monthly e-mail shows here on the day it is sent.</p>
          )}
        </>
      )}
    </article>
  );
}
