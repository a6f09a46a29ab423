import { site } from "~/site/site";
import styles from "./Logo.module.css";

/** The trading name after the short name, set smaller under it: "Environmental". */
const rest = site.name.slice(site.shortName.length).trim();

/** The saltbush leaf mark beside the trading name; the mark is decorative. */
export function Logo() {
  return (
    <span className={styles.logo}>
      <svg
        className={styles.mark}
        viewBox="0 0 32 32"
        width="32"
        height="32"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="16" cy="16" r="16" fill="var(--teal-700)" />
        <path d="M16 25V12" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
        <path d="M16 17c-4 0-7-3-7-7 4 0 7 3 7 7zM16 14c0-4 3-7 7-7 0 4-3 7-7 7z" fill="#fff" />
      </svg>
      <span className={styles.words}>
        <span className={styles.name}>{site.shortName}</span>
        {rest && <span className={styles.sub}> {rest}</span>}
      </span>
    </span>
  );
}
