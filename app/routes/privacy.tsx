import { PageHero } from "~/components/PageHero/PageHero";
import { privacyContent } from "~/content/index.server";
import { formatDate } from "~/lib/format";
import { sitePageMeta } from "~/lib/seo";
import { breadcrumbsFor } from "~/site/breadcrumbs";
import { getPage } from "~/site/pages";
import type { Route } from "./+types/privacy";
import styles from "./privacy.module.css";

export async function loader() {
    return {
    page: getPage("/privacy-policy"),
    content: privacyContent() ?? null,
    crumbs: breadcrumbsFor("/privacy-policy"),
  };
}

export const meta: Route.MetaFunction = ({ data }) => sitePageMeta(data?.page);

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const { page, content, crumbs } = loaderData;
  if (!content) return <PageHero title={page.name} lead={page.description ?? ""} crumbs={crumbs} actions={false} />;
  return (
    <>
      <PageHero title={page.name} lead={content.lead} crumbs={crumbs} actions={false} />
      <div className={`container section ${styles.policy}`}>
        <p className={styles.updated}>
          Last reviewed <time dateTime={content.updated}>{formatDate(content.updated)}</time>
        </p>
        {content.sections.map((section, index) => (
          <section key={section.heading} aria-labelledby={`privacy-${index}`}>
            <h2 id={`privacy-${index}`}>{section.heading}</h2>
            {section.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
            {section.list && (
              <ul>
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </>
  );
}
