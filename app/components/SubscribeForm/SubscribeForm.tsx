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

export interface SubscribeFormProps {
  /** The form's id, and the start of its fields' ids: another on a page that also has the footer's. */
  id?: string;
  /** The server's answer to a post without scripts, shown on the subscribe page (routes/subscribe.tsx). */
  answered?: { status: SubscribeStatus; typed?: string; returnTo?: string };
}

/**
 * The footer's subscribe box (SPEC section 1). With scripts it posts in the background and shows
 * the answer under the box. Without, a confirmation sends the visitor back to this page with the
 * answer's code in the query (?subscribe=subscribed), and this page is then rendered by the server
 * to show it; an address to fix is answered by the subscribe page itself, with the address kept in
 * its box, so that no address a visitor typed ever goes into a URL.
 */
export function SubscribeForm({ id = "subscribe", answered }: SubscribeFormProps = {}) {
  const fetcher = useFetcher<SubscribeResult>();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const [enhanced, setEnhanced] = useState(false);
  const [checked, setChecked] = useState<SubscribeStatus | null>(null);
  useEffect(() => setEnhanced(true), []);

  const fromQuery = params.get(SUBSCRIBE_QUERY.status);
  const answer =
    checked ??
    fetcher.data?.status ??
    answered?.status ??
    (isSubscribeStatus(fromQuery) ? fromQuery : undefined);
  const busy = fetcher.state !== "idle";
  const invalid = answer !== undefined && isFieldError(answer);
  // Cleared while sending, so the same answer twice is announced twice.
  const message = answer && !busy ? subscribeMessages[answer] : "";
  const typed = fetcher.data ? "" : (answered?.typed ?? "");

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
      id={id}
      method="post"
      action="/subscribe"
      className={styles.form}
      noValidate
      onSubmit={onSubmit}
      // Subscribing changes nothing the page shows, so the page's data is not fetched again.
      defaultShouldRevalidate={false}
    >
      <input type="hidden" name={DEFENCE_FIELDS.returnTo} value={answered?.returnTo ?? pathname} />
      {enhanced && <input type="hidden" name={DEFENCE_FIELDS.enhanced} value="1" />}
      <Honeypot id={`${id}-website`} />
      <label htmlFor={`${id}-email`} className="visually-hidden">
        Email address
      </label>
      <input
        id={`${id}-email`}
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
        aria-describedby={message ? `${id}-notice ${id}-message` : `${id}-notice`}
      />
      <button type="submit" className="button button-light" disabled={busy}>
        SUBSCRIBE
      </button>
      <p id={`${id}-notice`} className={styles.notice}>
        We use your address only to send our updates, once you confirm it by email, and every update has an
        unsubscribe link. <Link to="/privacy-policy">Privacy policy</Link>
      </p>
      <p
        id={`${id}-message`}
        className={invalid ? `${styles.message} ${styles.problem}` : styles.message}
        role="status"
      >
        {invalid && message && <span className="visually-hidden">Error: </span>}
        {message}
      </p>
    </fetcher.Form>
  );
}
