/**
 * The limits a page file is held to, written once: the editor's validations (keystatic.config.ts)
 * refuse what breaks them before a save, the content check (app/content/schema.ts) refuses it at
 * build time, and the tests read the same numbers.
 */
export const pageLimits = {
  /** The page part of the title; the site adds " | Saltbush". */
  titleMax: 60,
  /** Search results show about this much; the description is also the page's card summary. */
  descriptionMin: 70,
  descriptionMax: 160,
  /** Questions and answers on a topic or city page. */
  questionsMin: 4,
  /** Links to related pages at the foot of each topic, city and hub page. */
  relatedMin: 3,
} as const;

/** An empty description (a page that uses the site's default), or one of the allowed length. */
export const optionalDescription = new RegExp(`^(?:|[\\s\\S]{${pageLimits.descriptionMin},})$`);

/** A page's address: "/" or lower-case words joined by hyphens, such as /services/wheelie-bins. */
export const sitePathPattern = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/;
