import styles from "./RegulatedWork.module.css";

export interface RegulatedPart {
  activity: string;
  name: string;
  sentences: string[];
}

/**
 * Who does the regulated part of a page's work, as the register records it: each kind of work
 * under its heading, with the authority and its holder, or how the work is arranged in the states
 * the register covers for nobody (app/content/regulated.ts).
 */
export function RegulatedWork({ intro, parts }: { intro: string; parts: RegulatedPart[] }) {
  return (
    <div className={styles.work}>
      <p>{intro}</p>
      {parts.map((part) => (
        <section key={part.activity} aria-label={part.name} className={styles.part}>
          <h3>{part.name}</h3>
          {part.sentences.map((sentence) => (
            <p key={sentence}>{sentence}</p>
          ))}
        </section>
      ))}
    </div>
  );
}
