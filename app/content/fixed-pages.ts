/**
 * The site's fixed pages: each has a route of its own (app/routes.ts) and one file, edited as an
 * entry of its own in the editor, with its template's fields and no choice of template, so no
 * save can give the home page another page's shape. Their addresses are the routes', so staff
 * cannot move them. /contact-us and /industries carry no search metadata (the site's
 * specification gives them none), so every other page's file requires it. Every fixed page but
 * the home page names its icon in its file, like every other page.
 */
export const fixedPages = {
  home: { label: "Home page", file: "content/pages/home", path: "/", type: "home" },
  about: { label: "About us", file: "content/pages/about", path: "/about", type: "about" },
  contact: {
    label: "Contact us",
    file: "content/pages/contact-us",
    path: "/contact-us",
    type: "contact",
    metadata: false,
  },
  thankYou: {
    label: "Thank you",
    file: "content/pages/thank-you",
    path: "/thank-you",
    type: "thankYou",
  },
  privacy: {
    label: "Privacy policy",
    file: "content/pages/privacy-policy",
    path: "/privacy-policy",
    type: "privacy",
  },
  accessibility: {
    label: "Accessibility statement",
    file: "content/pages/accessibility",
    path: "/accessibility",
    type: "accessibility",
  },
  whatGoesWhere: {
    label: "What goes where",
    file: "content/pages/what-goes-where",
    path: "/what-goes-where",
    type: "tool",
  },
  binSizeGuide: {
    label: "Bin size guide",
    file: "content/pages/bin-size-guide",
    path: "/bin-size-guide",
    type: "tool",
  },
  getAQuote: {
    label: "Get a quote",
    file: "content/pages/get-a-quote",
    path: "/get-a-quote",
    type: "quote",
  },
  customerService: {
    label: "Customer service",
    file: "content/pages/customer-service",
    path: "/customer-service",
    type: "customerService",
  },
  feesAndCharges: {
    label: "Fees and charges",
    file: "content/pages/fees-and-charges",
    path: "/fees-and-charges",
    type: "terms",
  },
  serviceAgreement: {
    label: "Service agreement",
    file: "content/pages/service-agreement",
    path: "/service-agreement",
    type: "terms",
  },
  industriesHub: {
    label: "Industries we work with",
    file: "content/pages/industries",
    path: "/industries",
    type: "hub",
    metadata: false,
  },
} as const;

export type FixedPageKey = keyof typeof fixedPages;
export type FixedPage = (typeof fixedPages)[FixedPageKey];
/** The templates of the general pages, and a hub's. */
export type FixedPageType = FixedPage["type"];

export const isFixedPage = (key: string): key is FixedPageKey => Object.hasOwn(fixedPages, key);

/** The fixed page a file holds, if any, such as the home page for content/pages/home.yaml. */
export const fixedPageIn = (file: string): FixedPage | undefined =>
  Object.values(fixedPages).find((page) => `${page.file}.yaml` === file);

/**
 * Pages whose words are a file of their own but which are not pages of the site map: the blog's
 * list (its pages are numbered, /blog/1 on) and the service-area checker's answer page.
 */
export const wordPages = {
  blogList: { label: "Blog list", file: "content/pages/blog" },
  serviceArea: { label: "Service area answer", file: "content/pages/service-area" },
} as const;

export type WordPageKey = keyof typeof wordPages;
export const isWordPage = (key: string): key is WordPageKey => Object.hasOwn(wordPages, key);
