import { collection, config, fields, singleton } from "@keystatic/core";
import { CORE_SCHEMA, load } from "js-yaml";
import { optionalDescription, pageLimits, sitePathPattern } from "./app/content/limits";
import { finderCollections } from "./app/keystatic/finder-collections";

/**
 * The editor's view of content/: one collection per page type, the blog, and the company's
 * facts. Its fields mirror app/content/schema.ts, which checks the same files when the site is
 * built (tests/unit/editor-config.test.ts holds the two to the same keys). Loaded only by the
 * editor's own routes (/keystatic, /api/keystatic), never by a public page.
 *
 * Storage: the development server's code has local storage (the editor writes the working tree,
 * when the server allows it at run time: app/keystatic/editor.server.ts); a build, whatever
 * NODE_ENV it ran under, uses GitHub when VITE_KEYSTATIC_GITHUB_REPO was set (docs/editing.md),
 * and has no editor otherwise.
 */
declare const __DEVELOPMENT_SERVER__: boolean | undefined;
const githubRepo = import.meta.env?.VITE_KEYSTATIC_GITHUB_REPO as `${string}/${string}` | undefined;

export const storage =
  typeof __DEVELOPMENT_SERVER__ !== "undefined" && __DEVELOPMENT_SERVER__
    ? ({ kind: "local" } as const)
    : githubRepo
      ? ({ kind: "github", repo: githubRepo, branchPrefix: "content/" } as const)
      : null;

/** Every page's address and name, read from the same files, for the pickers that link to pages. */
const pageFiles = import.meta.glob<string>("./content/*/*.yaml", {
  query: "?raw",
  import: "default",
  eager: true,
});
const pageList = Object.entries(pageFiles)
  .map(([file, text]) => {
    const data = load(text, { schema: CORE_SCHEMA }) as {
      name?: string;
      path?: string;
      body?: { discriminant?: string };
    } | null;
    return {
      folder: file.split("/")[2]!,
      name: data?.name ?? file,
      path: data?.path ?? "",
      template: data?.body?.discriminant,
    };
  })
  .filter((page) => page.path)
  .sort((a, b) => a.path.localeCompare(b.path));

const pageOptions = (folders?: string[]) => {
  const options = pageList
    .filter((page) => !folders || folders.includes(page.folder))
    .map((page) => ({ label: `${page.name} (${page.path})`, value: page.path }));
  return options.length ? options : [{ label: "Home (/)", value: "/" }];
};

/** The plain-English terms pages, whose words are their published versions. */
const termsPages = pageList
  .filter((page) => page.template === "terms")
  .map((page) => ({ label: `${page.name} (${page.path})`, value: page.path }));
if (!termsPages.length)
  termsPages.push({ label: "Service agreement (/service-agreement)", value: "/service-agreement" });

/** A list of links to existing pages: each item is chosen from the pages that exist. */
const pageLinks = (label: string, description: string, folders?: string[], min = 0) => {
  const options = pageOptions(folders);
  return fields.array(fields.select({ label: "Page", options, defaultValue: options[0]!.value }), {
    label,
    description,
    validation: { length: { min } },
    itemLabel: (props) => options.find((o) => o.value === props.value)?.label ?? props.value,
  });
};

const relatedPages = pageLinks(
  "Related pages",
  `At least ${pageLimits.relatedMin}.`,
  undefined,
  pageLimits.relatedMin,
);

const short = (value: string) => (value.length > 70 ? `${value.slice(0, 70)}…` : value || "(empty)");
const required = { isRequired: true } as const;
const paragraph = (label: string) => fields.text({ label, multiline: true, validation: required });
const paragraphs = (label: string, description?: string) =>
  fields.array(paragraph("Paragraph"), { label, description, itemLabel: (props) => short(props.value) });
const items = (label: string, description?: string) =>
  fields.array(fields.text({ label: "Item", validation: required }), {
    label,
    description,
    itemLabel: (props) => short(props.value),
  });
const steps = (label: string, description?: string) =>
  fields.array(
    fields.object({
      title: fields.text({ label: "Title", validation: required }),
      text: paragraph("Text"),
    }),
    { label, description, itemLabel: (props) => short(props.fields.title.value) },
  );
const faqs = (min: number, description = `At least ${min}.`) =>
  fields.array(
    fields.object({
      question: fields.text({ label: "Question", validation: required }),
      answer: paragraph("Answer"),
      links: fields.array(
        fields.object({
          label: fields.text({ label: "Link text", validation: required }),
          path: fields.select({
            label: "Page",
            options: pageOptions(),
            defaultValue: pageOptions()[0]!.value,
          }),
        }),
        {
          label: "Links under the answer",
          description: "Optional: pages the answer points to, such as the service agreement.",
          itemLabel: (props) => props.fields.label.value,
        },
      ),
    }),
    {
      label: "Questions and answers",
      description,
      validation: { length: { min } },
      itemLabel: (props) => short(props.fields.question.value),
    },
  );

/**
 * Where each rule, levy, date or legal duty the page states comes from, shown at the end of the
 * page; npm run content:report lists every source checked more than twelve months ago.
 */
const sources = fields.array(
  fields.object({
    title: fields.text({ label: "Title of the page", validation: { length: { min: 1, max: 160 } } }),
    publisher: fields.text({
      label: "Publisher",
      description: "The regulator or government that publishes it, such as NSW EPA.",
      validation: { length: { min: 1, max: 100 } },
    }),
    url: fields.url({ label: "Address (https://…)", validation: required }),
    checked: fields.date({
      label: "Checked on",
      description: "The day someone last read the page and confirmed what this page says.",
      validation: required,
      defaultValue: { kind: "today" },
    }),
  }),
  {
    label: "Sources",
    description:
      "Every page that states a rule, a levy, a date or a legal duty lists the regulator's or the law's own page for it.",
    itemLabel: (props) => props.fields.title.value,
  },
);

const tokensHint =
  "Write {name}, {phone}, {email}, {founded} or {years} instead of typing the company's facts: the site fills them in.";

/** Name, address and search metadata, at the top of every page file. */
const pageFields = (metadataRequired: boolean) => ({
  name: fields.slug({
    name: {
      label: "Page name",
      description: "The heading at the top of the page, in menus' trails and cards.",
      validation: { length: { min: 1 } },
    },
    slug: {
      label: "File name",
      description: "Lower-case words joined by hyphens; usually the last part of the address.",
    },
  }),
  path: fields.text({
    label: "Address",
    description: "Where the page lives on the site, such as /services/wheelie-bins. Each page has its own.",
    validation: {
      isRequired: true,
      pattern: {
        regex: sitePathPattern,
        message: "Start with / and use lower-case words joined by hyphens",
      },
    },
  }),
  title: fields.text({
    label: "Title in search results",
    description: `Up to ${pageLimits.titleMax} characters; the site adds ' | Saltbush'.`,
    validation: { length: { min: metadataRequired ? 1 : 0, max: pageLimits.titleMax } },
  }),
  description: fields.text({
    label: "Description in search results",
    description: `${pageLimits.descriptionMin} to ${pageLimits.descriptionMax} characters. Also the summary on this page's card.`,
    multiline: true,
    validation: metadataRequired
      ? { length: { min: pageLimits.descriptionMin, max: pageLimits.descriptionMax } }
      : {
          length: { max: pageLimits.descriptionMax },
          pattern: {
            regex: optionalDescription,
            message: `Leave it empty for the site's default, or write at least ${pageLimits.descriptionMin} characters`,
          },
        },
  }),
  keywords: items("Keywords", "Words people search for."),
});

const businessSizes = [
  { label: "Small business", value: "small" },
  { label: "Medium business", value: "medium" },
  { label: "Large business", value: "large" },
  { label: "Private homes", value: "home" },
];

const topicSchema = {
  ...pageFields(true),
  lead: fields.text({
    label: "Lead",
    description: `One or two sentences under the heading. ${tokensHint}`,
    multiline: true,
    validation: required,
  }),
  overview: paragraphs("Overview", "What it is and why it matters: two to four paragraphs."),
  included: items("What's included"),
  options: fields.object(
    {
      heading: fields.text({ label: "Table heading" }),
      intro: fields.text({ label: "Table introduction", multiline: true }),
      rows: fields.array(
        fields.object({
          name: fields.text({ label: "Name", validation: required }),
          capacity: fields.text({ label: "Size or capacity", validation: required }),
          suits: fields.text({ label: "Suits", validation: required }),
        }),
        { label: "Rows", itemLabel: (props) => props.fields.name.value || "(new row)" },
      ),
    },
    { label: "Sizes or equipment table", description: "Leave the rows empty for a page without a table." },
  ),
  steps: steps("How it works", "Three to five numbered steps."),
  suits: fields.object(
    {
      sizes: fields.multiselect({ label: "Business sizes", options: businessSizes }),
      industries: pageLinks("Industries", "Industry pages this suits.", ["industries"]),
      text: paragraph("Who it suits"),
    },
    { label: "Who it suits" },
  ),
  compliance: paragraphs("Handling and compliance"),
  priceFactors: paragraphs(
    "What affects the price",
    "Service, waste-stream and material pages: what moves the cost, with no amounts. Leave empty on industry and business pages.",
  ),
  faqs: faqs(pageLimits.questionsMin),
  related: relatedPages,
  sources,
};

const topicCollection = (label: string, folder: string) =>
  collection({
    label,
    path: `content/${folder}/*`,
    slugField: "name",
    format: { data: "yaml" },
    columns: ["path"],
    previewUrl: "/api/keystatic/preview?file=content/" + folder + "/{slug}.yaml&branch={branch}",
    schema: topicSchema,
  });

const documentSchema = {
  lead: paragraph("Lead"),
  updated: fields.date({ label: "Last reviewed", validation: required }),
  sections: fields.array(
    fields.object({
      heading: fields.text({ label: "Heading", validation: required }),
      paragraphs: paragraphs("Paragraphs"),
      list: items("List", "Optional bullet points after the paragraphs."),
      links: fields.array(
        fields.object({
          label: fields.text({ label: "Link text", validation: required }),
          href: fields.text({
            label: "Address",
            description:
              "Another organisation's page (https://…) or a page of this site (/fees-and-charges).",
            validation: required,
          }),
        }),
        {
          label: "Links elsewhere",
          description: "Optional: pages the section relies on, such as each state's levy page.",
          itemLabel: (props) => props.fields.label.value,
        },
      ),
    }),
    { label: "Sections", itemLabel: (props) => props.fields.heading.value },
  ),
  sources,
};
const documentFields = fields.object(documentSchema);

const cards = (label: string) =>
  fields.array(
    fields.object({
      path: fields.select({ label: "Page", options: pageOptions(), defaultValue: "/" }),
      heading: fields.text({ label: "Heading", validation: required }),
      text: paragraph("Text"),
    }),
    { label, itemLabel: (props) => props.fields.heading.value },
  );

export default config({
  storage: storage ?? { kind: "local" },
  ui: {
    brand: { name: "Saltbush website" },
    navigation: {
      Pages: ["services", "waste", "materials", "industries", "business", "cities", "hubs", "pages", "terms"],
      Blog: ["blog"],
      Company: ["company"],
      "Finder tools": ["wasteItems", "serviceAreas", "bins"],
    },
  },
  collections: {
    services: topicCollection("Services", "services"),
    waste: topicCollection("Waste streams", "waste"),
    materials: topicCollection("Recycling materials", "materials"),
    industries: topicCollection("Industries", "industries"),
    business: topicCollection("Business sizes", "business"),
    cities: collection({
      label: "Cities",
      path: "content/cities/*",
      slugField: "name",
      format: { data: "yaml" },
      columns: ["path"],
      previewUrl: "/api/keystatic/preview?file=content/cities/{slug}.yaml&branch={branch}",
      schema: {
        ...pageFields(true),
        lead: paragraph("Lead"),
        intro: paragraphs("Introduction"),
        areas: fields.array(
          fields.object({
            heading: fields.text({ label: "Region", validation: required }),
            text: paragraph("Text"),
            suburbs: items("Suburbs and industrial areas"),
          }),
          { label: "Areas served", itemLabel: (props) => props.fields.heading.value },
        ),
        regulation: fields.object(
          {
            heading: fields.text({ label: "Heading", validation: required }),
            paragraphs: paragraphs("Paragraphs"),
          },
          { label: "Regulation", description: "The state's environment regulator and its rules." },
        ),
        localNotes: steps("Local service notes"),
        services: pageLinks("Services most asked for", "Service, waste and recycling pages.", [
          "services",
          "waste",
          "materials",
        ]),
        faqs: faqs(pageLimits.questionsMin),
        related: relatedPages,
        sources,
      },
    }),
    hubs: collection({
      label: "Hubs",
      path: "content/hubs/*",
      slugField: "name",
      format: { data: "yaml" },
      columns: ["path"],
      previewUrl: "/api/keystatic/preview?file=content/hubs/{slug}.yaml&branch={branch}",
      schema: {
        ...pageFields(false),
        lead: paragraph("Lead"),
        overview: paragraphs("Overview"),
        guidance: fields.object(
          { heading: fields.text({ label: "Heading" }), paragraphs: paragraphs("Paragraphs") },
          { label: "Guidance under the cards", description: "Optional: leave empty for none." },
        ),
        faqs: faqs(0, "Optional on hubs."),
        related: relatedPages,
      },
    }),
    pages: collection({
      label: "General pages",
      path: "content/pages/*",
      slugField: "name",
      format: { data: "yaml" },
      columns: ["path"],
      previewUrl: "/api/keystatic/preview?file=content/pages/{slug}.yaml&branch={branch}",
      schema: {
        ...pageFields(false),
        body: fields.conditional(
          fields.select({
            label: "Template",
            description: "Which page layout shows this page's words.",
            options: [
              { label: "Home page", value: "home" },
              { label: "About page", value: "about" },
              { label: "Contact page (no words of its own)", value: "contact" },
              { label: "Thank-you page", value: "thankYou" },
              { label: "Privacy policy", value: "privacy" },
              { label: "Accessibility statement", value: "accessibility" },
              { label: "Finder tool (no words of its own)", value: "tool" },
              {
                label: "Terms in plain English (words in Published terms versions)",
                value: "terms",
              },
              { label: "Quote request (no words of its own)", value: "quote" },
            ],
            defaultValue: "privacy",
          }),
          {
            home: fields.object({
              lead: paragraph("Lead"),
              audiences: cards("Who we serve"),
              families: cards("What we do"),
              whyChoose: steps("Why choose us"),
              gettingStarted: steps("Getting started"),
              industriesIntro: paragraph("Industries introduction"),
              closing: paragraph("Closing"),
            }),
            about: fields.object({
              lead: paragraph("Lead"),
              story: paragraphs("Our story"),
              howWeWork: steps("How we work"),
              serviceAreas: items("Service areas"),
              values: steps("Values"),
              related: relatedPages,
            }),
            contact: fields.empty(),
            thankYou: fields.object({
              lead: paragraph("Lead"),
              nextSteps: steps("Next steps"),
              urgent: paragraph("Urgent help"),
            }),
            privacy: documentFields,
            accessibility: documentFields,
            tool: fields.empty(),
            // Their words are the latest version in "Published terms" below.
            terms: fields.empty(),
            quote: fields.empty(),
          },
        ),
      },
    }),
    terms: collection({
      label: "Published terms versions",
      path: "content/terms/*",
      slugField: "name",
      format: { data: "yaml" },
      columns: ["document", "version"],
      previewUrl: "/api/keystatic/preview?file=content/terms/{slug}.yaml&branch={branch}",
      schema: {
        name: fields.slug({
          name: {
            label: "Version name",
            description: "For staff only, such as Service agreement, November 2026.",
            validation: { length: { min: 1 } },
          },
          slug: { label: "File name", description: "Such as service-agreement-2026-11." },
        }),
        document: fields.select({
          label: "Terms page",
          description: "The page that shows this version once it is the latest.",
          options: termsPages,
          defaultValue: termsPages[0]!.value,
        }),
        version: fields.text({
          label: "Version (YYYY-MM)",
          description:
            "The month it takes effect; it is also its address, such as /service-agreement/2026-11. To publish new terms, add a new version (Duplicate the latest); never change a published one, since customers' agreements refer to it.",
          validation: {
            isRequired: true,
            pattern: { regex: /^\d{4}-(0[1-9]|1[0-2])$/, message: "A month written YYYY-MM" },
          },
        }),
        ...documentSchema,
      },
    }),
    blog: collection({
      label: "Blog posts",
      path: "content/blog/*",
      slugField: "title",
      format: { contentField: "body" },
      entryLayout: "content",
      columns: ["date"],
      previewUrl: "/api/keystatic/preview?file=content/blog/{slug}.md&branch={branch}",
      schema: {
        title: fields.slug({
          name: { label: "Title", validation: { length: { min: 10, max: 70 } } },
          slug: { label: "Address", description: "The post's address: /post/<this>." },
        }),
        description: fields.text({
          label: "Description",
          description: "70 to 160 characters: the summary in lists, search results and the feed.",
          multiline: true,
          validation: { length: { min: 70, max: 160 } },
        }),
        date: fields.date({ label: "Published", validation: required, defaultValue: { kind: "today" } }),
        updated: fields.date({
          label: "Updated",
          description: "Only when the post was changed after publishing.",
        }),
        tags: items("Tags"),
        keywords: items("Keywords"),
        body: fields.mdx({
          label: "Post",
          extension: "md",
          options: {
            image: { directory: "public/images/blog", publicPath: "/images/blog/" },
          },
        }),
      },
    }),
    ...finderCollections(pageOptions),
  },
  singletons: {
    company: singleton({
      label: "Company facts",
      path: "content/company",
      format: { data: "json" },
      schema: {
        name: fields.text({ label: "Company name", validation: required }),
        shortName: fields.text({ label: "Short name", validation: required }),
        legalName: fields.text({ label: "Legal name", validation: required }),
        foundedYear: fields.integer({
          label: "Year founded",
          validation: { isRequired: true, min: 1900, max: 2100 },
        }),
        tagline: fields.text({ label: "Tagline", validation: required }),
        phone: fields.text({
          label: "Phone",
          description:
            "Digits and spaces, as visitors should read it. Pages show it wherever they say {phone}.",
          validation: {
            isRequired: true,
            pattern: { regex: /^[0-9 ]{8,14}$/, message: "Digits and spaces only" },
          },
        }),
        email: fields.text({ label: "Email", validation: required }),
        address: fields.object(
          {
            street: fields.text({ label: "Street", validation: required }),
            locality: fields.text({ label: "Suburb", validation: required }),
            region: fields.select({
              label: "State or territory",
              options: ["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"].map((s) => ({
                label: s,
                value: s,
              })),
              defaultValue: "VIC",
            }),
            postcode: fields.text({
              label: "Postcode",
              validation: { isRequired: true, pattern: { regex: /^\d{4}$/, message: "Four digits" } },
            }),
            country: fields.select({
              label: "Country",
              options: [{ label: "Australia", value: "AU" }],
              defaultValue: "AU",
            }),
          },
          { label: "Address" },
        ),
        hours: fields.text({ label: "Opening hours", validation: required }),
        serviceCities: items("Cities served"),
        serviceAreaNote: fields.text({ label: "Service area, in a sentence", validation: required }),
        social: fields.array(
          fields.object({
            network: fields.select({
              label: "Network (chooses the icon)",
              options: [
                { label: "Facebook", value: "Facebook" },
                { label: "LinkedIn", value: "LinkedIn" },
                { label: "Instagram", value: "Instagram" },
              ],
              defaultValue: "Facebook",
            }),
            url: fields.url({ label: "Profile address", validation: required }),
          }),
          { label: "Social links", itemLabel: (props) => props.fields.network.value },
        ),
        loginUrl: fields.url({ label: "Customer Log In address", validation: required }),
        defaultTitle: fields.text({
          label: "Default title in search results",
          validation: { length: { min: 1, max: 70 } },
        }),
        defaultDescription: fields.text({
          label: "Default description in search results",
          multiline: true,
          validation: { length: { min: 70, max: 160 } },
        }),
      },
    }),
  },
});
