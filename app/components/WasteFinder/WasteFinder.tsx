import { Suspense, memo, useDeferredValue, useState } from "react";
import { Link, useNavigate } from "react-router";
import { LidBin } from "~/components/BinDrawing/LidBin";
import { LidSources } from "~/components/BinDrawing/LidSources";
import { type Lid, lidFor } from "~/content/lid-colours";
import { filterItems, groupByLetter, type FinderItem } from "~/tools/finder";
import { Field } from "~/components/Field/Field";
import { InputRow } from "~/components/Field/InputRow";
import styles from "./WasteFinder.module.css";

/**
 * Filter-as-you-type over the page's own items. Without scripts the same form asks the server
 * for /what-goes-where?q=..., which renders the filtered list.
 */
export function WasteFinder({ items, initialQuery }: { items: FinderItem[]; initialQuery: string }) {
  const [query, setQuery] = useState(initialQuery);
  // The field shows each key at once; the list follows in an update the next key can interrupt,
  // so a key press never waits for the whole list to be filtered and laid out again.
  const listedQuery = useDeferredValue(query);
  const navigate = useNavigate();
  const trimmed = query.trim();

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The list is already filtered; only the address changes, so the search can be shared.
    void navigate(trimmed ? `?q=${encodeURIComponent(trimmed)}` : ".", {
      replace: true,
      preventScrollReset: true,
    });
  }

  return (
    <div>
      <form
        method="get"
        action="/what-goes-where"
        role="search"
        aria-label="Find an item"
        onSubmit={submit}
        className={styles.form}
      >
        <Field id="finder-q" label="Search for an item" hint="For example batteries, cooking oil or pallets">
          {(control) => (
            <InputRow submit="Search">
              <input
                {...control}
                name="q"
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                // The count below says how many items match as the visitor types.
                aria-describedby={`${control["aria-describedby"]} finder-count`}
                autoComplete="off"
              />
            </InputRow>
          )}
        </Field>
      </form>
      <FinderResults items={items} query={listedQuery} />
    </div>
  );
}

/**
 * The count and the list, a hydration region of its own: a key pressed before the page is ready
 * hydrates the field at once, and the long list after it, in slices. Memoised, so the key's own
 * render does not reach the region: React hydrates a region whose props have changed at once, at
 * the priority of the change, and a key's is the highest. The list's update, with the deferred
 * query, comes at a priority the next key can interrupt, and so does its hydration.
 */
const FinderResults = memo(function FinderResults({ items, query }: { items: FinderItem[]; query: string }) {
  return (
    <Suspense>
      <FinderList items={items} query={query} />
    </Suspense>
  );
});

/** The count and the list for a query. */
function FinderList({ items, query }: { items: FinderItem[]; query: string }) {
  const matches = filterItems(items, query);
  const groups = groupByLetter(matches);
  const trimmed = query.trim();
  // The lids the answers name, whose government sources follow the list.
  const lidsShown = [
    ...new Set(matches.filter((item) => !item.notTaken).map((item) => lidFor(item.path))),
  ].filter((lid): lid is Lid => lid !== undefined);
  return (
    <>
      <p id="finder-count" role="status" aria-live="polite" className={styles.count}>
        {trimmed
          ? `${matches.length} ${matches.length === 1 ? "item matches" : "items match"} “${trimmed}”.`
          : `All ${items.length} items, A to Z.`}
      </p>
      {matches.length === 0 && (
        <p>
          Nothing matches that yet. Try another word, or <Link to="/contact-us">ask us</Link> and we&rsquo;ll
          tell you where it goes.
        </p>
      )}
      {groups.length > 1 && (
        <nav aria-label="Items by letter">
          <ul className={styles.letters}>
            {groups.map(({ letter }) => (
              <li key={letter}>
                <a href={`#letter-${letter}`}>{letter}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {groups.map(({ letter, items: group }) => (
        <section key={letter} aria-labelledby={`letter-${letter}`} className={styles.group}>
          <h2 id={`letter-${letter}`} className={styles.letter}>
            {letter}
          </h2>
          <ul className={styles.items}>
            {group.map((item) => (
              <li key={item.name} className={styles.item}>
                <h3 className={styles.name}>{item.name}</h3>
                {item.notTaken ? (
                  <p className={styles.stream}>
                    We don&rsquo;t collect this. Related: <Link to={item.path}>{item.stream}</Link>
                  </p>
                ) : (
                  <WhereItGoes item={item} />
                )}
                <p>
                  <span className={styles.tag}>Prepare it:</span> {item.prepare}
                </p>
                {item.note && (
                  <p className={styles.note}>
                    <span className={styles.tag}>Good to know:</span> {item.note}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <LidSources lids={lidsShown} />
    </>
  );
}

/**
 * The answer: the stream's page, and when the stream has a bin of its own colour, that bin drawn
 * with its lid and the colour said in words too, as people sort at the bin.
 */
function WhereItGoes({ item }: { item: FinderItem }) {
  const lid = lidFor(item.path);
  return (
    <p className={`${styles.stream} ${lid ? styles.withBin : ""}`}>
      {lid && <LidBin lid={lid} />}
      <span>
        Where it goes: <Link to={item.path}>{item.stream}</Link>
        {lid && <span className={styles.lid}>, in the bin with the {lid.colourName.toLowerCase()} lid</span>}
      </span>
    </p>
  );
}
