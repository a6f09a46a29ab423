import { Link } from "react-router";
import { Statements } from "~/components/Sources/Statements";
import type { BusinessSize, OptionTable, Statement, Step } from "~/content/types";
import blocks from "~/styles/blocks.module.css";
import styles from "./Blocks.module.css";

/** A titled band of the page; every content block sits in one. */
export function Section({
  id,
  heading,
  alt,
  children,
}: {
  id: string;
  heading: string;
  alt?: boolean;
  children: React.ReactNode;
}) {
  return (
    <section className={`section ${alt ? "section-alt" : ""}`} aria-labelledby={id}>
      <div className="container">
        <h2 id={id}>{heading}</h2>
        {children}
      </div>
    </section>
  );
}

export function Paragraphs({ texts }: { texts: string[] }) {
  return (
    <div className="prose">
      {texts.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </div>
  );
}

export function CheckList({ items }: { items: string[] }) {
  return (
    <ul className={styles.checkList}>
      {items.map((item) => (
        <li key={item}>
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
            <circle cx="10" cy="10" r="10" fill="var(--teal-700)" />
            <path d="M5.5 10.5l3 3 6-6.5" fill="none" stroke="#fff" strokeWidth="2" />
          </svg>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export function Steps({ steps }: { steps: Step[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step) => (
        <li key={step.title}>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

export function Tiles({ items }: { items: Step[] }) {
  return (
    <ul className={styles.tiles}>
      {items.map((item) => (
        <li key={item.title} className={blocks.panel}>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

export function Options({ table }: { table: OptionTable }) {
  return (
    <>
      {table.intro && <p className="prose">{table.intro}</p>}
      {/* A table wider than a phone scrolls inside this region, which must take focus so keyboard
          users can scroll it too (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.tableWrap} role="region" aria-label={`${table.heading}, table`} tabIndex={0}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Option</th>
              <th scope="col">Capacity</th>
              <th scope="col">Suits</th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.name}>
                <th scope="row">{row.name}</th>
                <td>{row.capacity}</td>
                <td>{row.suits}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

const sizeLinks: Record<BusinessSize, { name: string; path: string }> = {
  small: { name: "Small business", path: "/small-business" },
  medium: { name: "Medium business", path: "/medium-business" },
  large: { name: "Large business", path: "/large-business" },
  home: { name: "Private homes", path: "/private-homes" },
};

export interface LinkedName {
  name: string;
  path: string;
}

export function Suits({
  sizes,
  industries,
  text,
}: {
  sizes: BusinessSize[];
  industries: LinkedName[];
  text: string;
}) {
  return (
    <div className={styles.suits}>
      <p className="prose">{text}</p>
      {sizes.length > 0 && (
        <>
          <h3>Business sizes</h3>
          <ul className={styles.chips}>
            {sizes.map((size) => (
              <li key={size}>
                <Link to={sizeLinks[size].path}>{sizeLinks[size].name}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
      {industries.length > 0 && (
        <>
          <h3>Industries</h3>
          <ul className={styles.chips}>
            {industries.map((industry) => (
              <li key={industry.path}>
                <Link to={industry.path}>{industry.name}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

export function Compliance({ statements }: { statements: Statement[] }) {
  return (
    <div className={styles.compliance}>
      <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
        <path
          d="M12 2l8 3v6c0 5-3.4 9.4-8 11-4.6-1.6-8-6-8-11V5z"
          fill="var(--teal-100)"
          stroke="var(--teal-700)"
          strokeWidth="1.5"
        />
        <path d="M8 12l3 3 5-6" fill="none" stroke="var(--teal-700)" strokeWidth="2" />
      </svg>
      <Statements statements={statements} />
    </div>
  );
}
