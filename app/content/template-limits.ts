/**
 * The limits of the words a template shares across every page it shows (the section headings of
 * the service, city and hub pages, the search page's sentences, the terms pages' version notes:
 * content/template-words/), and the blanks it fills for each page, such as {page} in
 * "Explore {page}".
 */
export const templateLimits = {
  /** A section heading: one line on a phone. */
  headingMax: 80,
  /** A sentence or two under a heading, or beside a form. */
  sentenceMax: 320,
} as const;

/** Each blank, with what the help text tells staff it becomes. */
export const blanks = {
  page: "the page's name, in lower case",
  colour: "the lid's colour, in lower case",
  query: "the words the visitor searched for",
  count: "how many pages match",
  shown: "how many of them the page shows",
  month: "the month the version takes effect, such as November 2026",
  states: "the states, such as Victoria and New South Wales",
  partner: "the partner's name, from the register",
  document: "the authority's name, such as A10b registration, from the register",
  number: "the authority's number, from the register",
  issuer: "who issued it, such as EPA Victoria, from the register",
  expires: "the day it expires, such as 30 June 2028",
  time: "the cut-off time, such as 6:00 am",
  days: "the business days, such as 2 business days",
  last: "the last day a report is taken, such as Wednesday 10 June",
  day: "the day the next monthly e-mail goes out, such as 7 December 2026",
} as const;
export type Blank = keyof typeof blanks;

/** Each kind of page's shared words: its entry in the editor and its file (content/template-words/). */
export const templateWordFiles = {
  topics: { key: "topicHeadings", file: "content/template-words/topics" },
  hubs: { key: "hubHeadings", file: "content/template-words/hubs" },
  cities: { key: "cityHeadings", file: "content/template-words/cities" },
  posts: { key: "postWords", file: "content/template-words/posts" },
  search: { key: "searchWords", file: "content/template-words/search" },
  documents: { key: "documentWords", file: "content/template-words/documents" },
  regulated: { key: "regulatedWords", file: "content/template-words/regulated" },
  subscription: { key: "subscriptionWords", file: "content/template-words/subscription" },
} as const;
