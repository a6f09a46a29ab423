import { type FormEvent, useEffect, useState } from "react";
import { Link, useFetcher, useLocation, useSearchParams } from "react-router";
import { Honeypot } from "~/components/Field/Honeypot";
import { DEFENCE_FIELDS } from "~/forms/defence";
import { checkEmail } from "~/forms/email";
import {
  SUBSCRIBE_QUERY,
  type SubscribeResult,
  type SubscribeStatus,
  isFieldError,
  isSubscribeStatus,
  subscribeMessages,
} from "~/forms/subscribe";
import styles from "./SubscribeForm.module.css";

/**
 * The footer's subscribe box (SPEC section 1). With scripts it posts in the background and shows
 * the answer under the box; without, the server sends the visitor back to this page with the
 * answer in the query (?subscribe=...), and this page is then rendered by the server to show it.
 */
export function SubscribeForm() {
  const fetcher = useFetcher<SubscribeResult>();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const [enhanced, setEnhanced] = useState(false);
  const [checked, setChecked] = useState<SubscribeStatus | null>(null);
  useEffect(() => setEnhanced(true), []);

  const fromQuery = params.get(SUBSCRIBE_QUERY.status);
  const answer = checked ?? fetcher.data?.status ?? (isSubscribeStatus(fromQuery) ? fromQuery : undefined);
  const busy = fetcher.state !== "idle";
  const invalid = answer !== undefined && isFieldError(answer);
  // Cleared while sending, so the same answer twice is announced twice.
  const message = answer && !busy ? subscribeMessages[answer] : "";
  const typed = fromQuery && !fetcher.data ? (params.get(SUBSCRIBE_QUERY.email) ?? "") : "";

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (busy) {
      event.preventDefault();
      return;
    }
    const result = checkEmail(new FormData(event.currentTarget).get("email"));
    if ("problem" in result) {
      event.preventDefault();
      setChecked(result.problem);
      return;
    }
    setChecked(null);
  }

  return (
    <fetcher.Form
      id="subscribe"
      method="post"
      action="/subscribe"
      className={styles.form}
      noValidate
      onSubmit={onSubmit}
      // Subscribing changes nothing the page shows, so the page's data is not fetched again.
      defaultShouldRevalidate={false}
    >
      <input type="hidden" name={DEFENCE_FIELDS.returnTo} value={pathname} />
      {enhanced && <input type="hidden" name={DEFENCE_FIELDS.enhanced} value="1" />}
      <Honeypot id="subscribe-website" />
      <label htmlFor="subscribe-email" className="visually-hidden">
        Email address
      </label>
      <input
        id="subscribe-email"
        name="email"
        type="email"
        autoComplete="email"
        spellCheck={false}
        maxLength={254}
        placeholder="Enter Email.."
        className={styles.input}
        defaultValue={typed}
        key={typed}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={message ? "subscribe-notice subscribe-message" : "subscribe-notice"}
      />
      <button type="submit" className="button button-light" disabled={busy}>
        SUBSCRIBE
      </button>
      <p id="subscribe-notice" className={styles.notice}>
        We use your address only to send our updates, once you confirm it by email, and every update has an
        unsubscribe link. <Link to="/privacy-policy">Privacy policy</Link>
      </p>
      <p
        id="subscribe-message"
        className={invalid ? `${styles.message} ${styles.problem}` : styles.message}
        role="status"
      >
        {invalid && message && <span className="visually-hidden">Error: </span>}
        {message}
      </p>
    </fetcher.Form>
  );
}
