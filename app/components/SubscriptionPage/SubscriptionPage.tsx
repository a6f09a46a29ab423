import { Form, Link, useNavigation } from "react-router";
import { PageHero } from "~/components/PageHero/PageHero";
import { TOKEN_PARAM } from "~/forms/subscription-links";
import { type SubscriptionPageData, subscriptionText } from "~/forms/subscription-pages";
import styles from "./SubscriptionPage.module.css";

/**
 * The page a subscriber link opens: one button (confirm, or unsubscribe) while asking, then the outcome. The button is a
 * plain form post, so it works without scripts; with scripts React Router sends it in the
 * background and shows the answer in place.
 */
export function SubscriptionPage({ answer }: { answer: SubscriptionPageData }) {
  const { title, lead } = subscriptionText[answer.step];
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <PageHero title={title} lead={lead} actions={false} />
      {/* With scripts the outcome replaces the page in place: this announces it to screen readers. */}
      <p role="status" className="visually-hidden">
        {answer.token ? "" : `${title}. ${lead}`}
      </p>
      <section className="section" aria-label={answer.token ? title : "What next"}>
        <div className="container">
          {answer.welcome?.map((words) => (
            <p key={words} className={styles.welcome}>
              {words}
            </p>
          ))}
          {answer.token ? (
            <Form method="post" className={styles.form}>
              <input type="hidden" name={TOKEN_PARAM} value={answer.token} />
              <button type="submit" className="button" disabled={busy}>
                {answer.step === "ask-confirm" ? "Confirm my subscription" : "Unsubscribe"}
              </button>
            </Form>
          ) : (
            <p className={styles.next}>
              <Link to="/" className="button button-outline">
                Back to the home page
              </Link>
            </p>
          )}
        </div>
      </section>
    </>
  );
}
