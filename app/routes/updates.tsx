import { Link, data } from "react-router";
import { Breadcrumbs } from "~/components/Breadcrumbs/Breadcrumbs";
import { ARCHIVE_NAME, UPDATES_PATH, monthName, updatePath } from "~/content/monthly-limits";
import { pageMeta } from "~/site/seo";
import { breadcrumbList } from "~/site/structured-data";
import { allIssues, publishedIssues } from "~/content/monthly-issues.server";
import { localEditingContext } from "~/lib/request-context.server";
import type { Route } from "./+types/updates";
import styles from "./updates.module.css";

/**
 * The monthly e-mail's archive: /updates lists every e-mail whose day has come, /updates/{month}
 * shows one as it was sent. Rendered per request, so an e-mail shows here on its day without a build.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const issues = publishedIssues(Date.now());
  // The development editor's server shows an e-mail before its day too: its preview as a page.
  const drafts = context.get(localEditingContext) ? allIssues() : issues;
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
  const issue = drafts.find((each) => each.month === params.month);
  if (!issue) throw data(null, { status: 404 });
  const crumbs = [home, list, { name: monthName(issue.month), path: updatePath(issue.month) }];
  const unsent = !issues.includes(issue);
  return { issue, issues: [], crumbs, jsonLd: [breadcrumbList(crumbs)], unsent };
}

export const meta: Route.MetaFunction = ({ loaderData: loaded }) =>
  loaded?.issue
    ? pageMeta({
        title: `${loaded.issue.subject} | Monthly e-mail, ${monthName(loaded.issue.month)}`,
        description: loaded.issue.preview,
        path: updatePath(loaded.issue.month),
        jsonLd: loaded.jsonLd,
        noindex: loaded.unsent,
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
  const unsent = "unsent" in loaderData && loaderData.unsent;
  return (
    <article className={`container ${styles.page}`} aria-labelledby="page-title">
      <Breadcrumbs crumbs={crumbs} />
      {issue ? (
        <>
          {unsent && (
            <p className={styles.preview} role="note">
              A preview in the development editor: this page opens on the public site on the e-mail&apos;s
              send-on day.
            </p>
          )}
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
