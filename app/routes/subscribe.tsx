import { Link } from "react-router";
import { SubscribeForm } from "~/components/SubscribeForm/SubscribeForm";
import { subscribeAction } from "~/forms/subscribe-action.server";
import { formsOf } from "~/forms/context.server";
import { fullTitle } from "~/site/seo";
import type { Route } from "./+types/subscribe";
import styles from "./subscribe.module.css";
import { EndOfFirstScreen } from "~/lib/first-frame";

/** The footer's subscribe box posts here. */
export async function action({ request, context }: Route.ActionArgs) {
  const { runtime, visitorAddress } = formsOf(context);
  return subscribeAction(request, runtime, visitorAddress);
}

/**
 * With scripts, the answer comes back through React Router's data request, which passes on only
 * the headers a route hands on here: no-store, and Retry-After when the address could not be saved.
 * Without scripts, the same headers reach this page.
 */
export const headers: Route.HeadersFunction = ({ parentHeaders, actionHeaders }) => {
  const merged = new Headers(parentHeaders);
  actionHeaders.forEach((value, name) => merged.set(name, value));
  return merged;
};

export const meta: Route.MetaFunction = () => [
  { title: fullTitle("Subscribe to our updates") },
  { name: "robots", content: "noindex" },
];

/**
 * The subscribe page: where a post without scripts whose address is to be fixed or sent again is
 * answered, with the message and the address kept in the box (the status says why: 400, 429 or
 * 503), so that the address never goes into a URL. Opened from the address bar, the same box, empty.
 */
export default function SubscribePage({ actionData }: Route.ComponentProps) {
  const answered = actionData && "status" in actionData ? actionData : undefined;
  return (
    <section className={`container section ${styles.page}`} aria-labelledby="page-title">
      <h1 id="page-title">Subscribe to our updates</h1>
      <EndOfFirstScreen />
      <div className={styles.box}>
        <SubscribeForm id="subscribe-page" answered={answered} />
      </div>
      <p>
        {answered?.returnTo ? (
          <Link to={answered.returnTo}>Back to the page you were on</Link>
        ) : (
          <Link to="/">Back to the home page</Link>
        )}
      </p>
    </section>
  );
}
