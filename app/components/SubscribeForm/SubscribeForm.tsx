import styles from "./SubscribeForm.module.css";

/** The footer's subscribe box (SPEC section 1). */
export function SubscribeForm() {
  return (
    <form method="post" action="/subscribe" className={styles.form} noValidate>
      <label htmlFor="subscribe-email" className="visually-hidden">
        Email address
      </label>
      <input id="subscribe-email" name="email" type="email" autoComplete="email" placeholder="Enter Email.." className={styles.input} required />
      <button type="submit" className="button button-light">
        SUBSCRIBE
      </button>
    </form>
  );
}
