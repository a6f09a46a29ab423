import { collection, config, fields, singleton } from "@keystatic/core";
import { CORE_SCHEMA, load } from "js-yaml";
import {
  documentProse,
  emailPattern,
  httpsPattern,
  linkPattern,
  monthPattern,
  pageLimits,
  placeholderMessage,
  postLimits,
  priceProse,
  proseOf,
  sitePathPattern,
  writtenText,
} from "./app/content/limits";
import { finderCollections } from "./app/keystatic/finder-collections";
import { postBody } from "./app/keystatic/post-body";
import { navigationSingleton } from "./app/keystatic/schema/navigation";
import { fixedPageSingletons } from "./app/keystatic/schema/fixed-pages";
import { fixedPageIn, fixedPages } from "./app/content/fixed-pages";
import { wordPageSingletons } from "./app/keystatic/schema/word-pages";

/**
 * The one statement of the content's shape: one collection per page type, the published terms,
 * the blog and the company's facts, each field with its own limits. The editor shows these fields
 * and refuses a save that breaks one; the build reads every file through the same fields
 * (app/content/fields.ts) and adds only the rules that span files (app/content/load.ts).
 *
 * Storage: the development server's code has local storage (the editor writes the working tree,
 * when the server allows it at run time: app/keystatic/editor.server.ts); a build, whatever
 * NODE_ENV it ran under, uses GitHub when VITE_KEYSTATIC_GITHUB_REPO was set (docs/editing.md),
 * and has no editor otherwise. The configuration itself is loaded by the editor's own routes and,
 * at build time, by the content loader: never by a public page's browser code.
 */
declare const __DEVELOPMENT_SERVER__: boolean | undefined;
const githubRepo = import.meta.env?.VITE_KEYSTATIC_GITHUB_REPO as `${string}/${string}` | undefined;

export const storage =
  typeof __DEVELOPMENT_SERVER__ !== "undefined" && __DEVELOPMENT_SERVER__
    ? ({ kind: "local" } as const)
    : githubRepo
      ? ({ kind: "github", repo: githubRepo, branchPrefix: "content/" } as const)
      : null;

/** A page the pickers offer: read from the page files themselves. */
export interface PageRef {
  folder: string;
  name: string;
  path: string;
  template?: string;
}

/** Every page's folder, name, address and template, from the text of the page files. */
export function pagesIn(files: { file: string; text: string }[]): PageRef[] {
  return files
    .filter(({ file }) => /^content\/[a-z]+\/[^/]+\.yaml$/.test(file) && !file.startsWith("content/terms/"))
    .flatMap(({ file, text }) => {
      let data: { name?: unknown; path?: unknown; body?: { discriminant?: unknown } } | null;
      try {
        data = load(text, { schema: CORE_SCHEMA }) as typeof data;
      } catch {
        return [];
      }
      // A fixed page's address and template are its route's (app/content/fixed-pages.ts).
      const fixed = fixedPageIn(file);
      const path = fixed?.path ?? data?.path;
      if (typeof path !== "string" || !path) return [];
      return [
        {
          folder: fixed?.type === "hub" ? "hubs" : file.split("/")[1]!,
          name: typeof data?.name === "string" ? data.name : file,
          path,
          template:
            fixed?.type ??
            (typeof data?.body?.discriminant === "string" ? data.body.discriminant : undefined),
        },
      ];
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

const required = { isRequired: true } as const;
const noPlaceholder = { regex: writtenText, message: placeholderMessage } as const;
/** Words written for a page: required, with no placeholder or unknown {token}. */
const written = { isRequired: true, pattern: noPlaceholder } as const;
const short = (value: string) => (value.length > 70 ? `${value.slice(0, 70)}…` : value || "(empty)");
const words = (count: number) => ({
  isRequired: true,
  pattern: { regex: proseOf(count), message: `Write at least ${count} words, with no placeholder text` },
});
const https = (label: string, description?: string) =>
  fields.text({
    label,
    description,
    validation: { isRequired: true, pattern: { regex: httpsPattern, message: "An https:// address" } },
  });

/**
 * A date field with one more check on the day it holds: `problem` says what is wrong with a day,
 * or nothing. The editor's save runs it as the field's own validate, and the build's reading too.
 */
const dateChecked = <F extends ReturnType<typeof fields.date>>(
  field: F,
  problem: (day: string) => string | undefined,
): F => {
  const validate = (value: string | null) => {
    const day = field.validate(value);
    const wrong = day && problem(day);
    if (wrong) throw new Error(`${field.label ?? "Date"} ${wrong}`);
    return day;
  };
  return {
    ...field,
    validate,
    reader: { parse: (value: Parameters<F["parse"]>[0]) => validate(field.parse(value)) },
  };
};

/**
 * A date field that also refuses a day the calendar lacks, such as 2026-02-30 typed into a file:
 * the editor's date picker offers real days only, and its save runs the same check.
 */
const calendarDate = <F extends ReturnType<typeof fields.date>>(field: F): F =>
  dateChecked(field, (day) =>
    new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day
      ? "is not a day of the calendar"
      : undefined,
  );

/** A paragraph: required, and at least `least` words when given. */
const paragraph = (label: string, least?: number) =>
  fields.text({ label, multiline: true, validation: least ? words(least) : written });
const paragraphs = (label: string, description?: string, min = 1, least?: number) =>
  fields.array(paragraph("Paragraph", least), {
    label,
    description,
    validation: { length: { min } },
    itemLabel: (props) => short(props.value),
  });
const items = (label: string, description?: string, min = 0) =>
  fields.array(fields.text({ label: "Item", validation: written }), {
    label,
    description,
    validation: { length: { min } },
    itemLabel: (props) => short(props.value),
  });
const steps = (label: string, description?: string) =>
  fields.array(
    fields.object({
      title: fields.text({ label: "Title", validation: written }),
      text: paragraph("Text"),
    }),
    {
      label,
      description,
      validation: { length: { min: 1 } },
      itemLabel: (props) => short(props.fields.title.value),
    },
  );

/**
 * A date that has already come somewhere: the day someone read a regulator's page cannot be
 * tomorrow. "Today" is the latest calendar day on Earth (UTC+14), so a save in Sydney in the
 * morning passes the editor's check and the build's on a UTC machine alike; a past day stays past.
 */
const latestToday = () => new Date(Date.now() + 14 * 3600_000).toISOString().slice(0, 10);
const notInTheFuture = <F extends ReturnType<typeof fields.date>>(field: F): F =>
  dateChecked(field, (day) => (day > latestToday() ? "cannot be later than today" : undefined));

/**
 * Where the rules, levies, dates and legal duties a page states come from, shown at the end of the
 * page. City pages (each states its state's rules), the privacy policy and every published terms
 * version always state such rules, so they list at least one. Any other page that gives the date a
 * rule starts lists its source too: a field cannot see the page's other fields, so
 * npm run content:report names the pages that give a date and list no source.
 */
const sources = (min: 0 | 1) =>
  fields.array(
    fields.object({
      title: fields.text({
        label: "Title of the page",
        validation: { length: { min: 1, max: 160 }, pattern: noPlaceholder },
      }),
      publisher: fields.text({
        label: "Publisher",
        description: "The regulator or government that publishes it, such as NSW EPA.",
        validation: { length: { min: 1, max: 100 }, pattern: noPlaceholder },
      }),
      url: https("Address (https://…)"),
      checked: notInTheFuture(
        calendarDate(
          fields.date({
            label: "Checked on",
            description: "The day someone last read the page and confirmed what this page says.",
            validation: required,
            defaultValue: { kind: "today" },
          }),
        ),
      ),
    }),
    {
      label: "Sources",
      description: `${min ? "At least one. " : ""}Every page that states a rule, a levy, the date a rule starts or a legal duty lists the regulator's or the law's own page for it. npm run content:report lists pages that give a date with no source, and sources checked more than twelve months ago.`,
      validation: { length: { min } },
      itemLabel: (props) => props.fields.title.value,
    },
  );

const tokensHint =
  "Write {name}, {phone}, {email}, {founded} or {years} instead of typing the company's facts: the site fills them in.";

const businessSizes = [
  { label: "Small business", value: "small" },
  { label: "Medium business", value: "medium" },
  { label: "Large business", value: "large" },
  { label: "Private homes", value: "home" },
] as const;

/**
 * The collections and singleton, with page pickers offering `pages`: the editor passes the pages
 * in the repository when its code is built, the build the pages it is reading, so a link to a
 * page that does not exist is refused by the picker itself in both.
 */
export function contentSchema(pages: PageRef[]) {
  const optionsOf = (list: PageRef[]) => {
    const options = list.map((page) => ({ label: `${page.name} (${page.path})`, value: page.path }));
    return options.length ? options : [{ label: "Home (/)", value: "/" }];
  };
  /** A choice among existing pages; a file naming any other address is refused with that address. */
  const pagePicker = (label: string, folders?: string[], list = pages, description?: string) => {
    const options = optionsOf(list.filter((page) => !folders || folders.includes(page.folder)));
    const select = fields.select({ label, description, options, defaultValue: options[0]!.value });
    const known = new Set(options.map((option) => option.value));
    const parse: typeof select.parse = (value) => {
      if (typeof value === "string" && !known.has(value))
        throw new Error(`links to ${value}, which is not a page`);
      return select.parse(value);
    };
    return {
      ...select,
      parse,
      reader: { parse: (value: Parameters<typeof parse>[0]) => select.validate(parse(value)) },
    };
  };
  const pageLinks = (label: string, description: string, folders?: string[], min = 0) => {
    const picker = pagePicker("Page", folders);
    return fields.array(picker, {
      label,
      description,
      validation: { length: { min } },
      itemLabel: (props) => `${pages.find((page) => page.path === props.value)?.name ?? ""} (${props.value})`,
    });
  };
  const relatedPages = pageLinks(
    "Related pages",
    `At least ${pageLimits.relatedMin}.`,
    undefined,
    pageLimits.relatedMin,
  );

  const faqs = (min: number, description = `At least ${min}.`) =>
    fields.array(
      fields.object({
        question: fields.text({ label: "Question", validation: written }),
        answer: paragraph("Answer", pageLimits.answerWords),
        links: fields.array(
          fields.object({
            label: fields.text({ label: "Link text", validation: written }),
            path: pagePicker("Page"),
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
   * Search metadata: every page has it, except the two fixed pages the site's specification gives
   * none (/industries and /contact-us), whose entries have no such fields.
   */
  const metadata = {
    title: fields.text({
      label: "Title in search results",
      description: `Up to ${pageLimits.titleMax} characters; the site adds ' | Saltbush'.`,
      validation: { length: { min: 1, max: pageLimits.titleMax }, pattern: noPlaceholder },
    }),
    description: fields.text({
      label: "Description in search results",
      description: `${pageLimits.descriptionMin} to ${pageLimits.descriptionMax} characters. Also the summary on this page's card.`,
      multiline: true,
      validation: {
        length: { min: pageLimits.descriptionMin, max: pageLimits.descriptionMax },
        pattern: noPlaceholder,
      },
    }),
    keywords: items("Keywords", "Words people search for.", 1),
  };
  /** Name, address and search metadata, at the top of every page file of a folder. */
  const pageFields = () => ({
    name: fields.slug({
      name: {
        label: "Page name",
        description: "The heading at the top of the page, in menus' trails and cards.",
        validation: { length: { min: 1 }, pattern: noPlaceholder },
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
    ...metadata,
  });

  const lead = (description = "One or two sentences under the heading.") =>
    fields.text({
      label: "Lead",
      description: `${description} At least ${pageLimits.leadWords} words. ${tokensHint}`,
      multiline: true,
      validation: words(pageLimits.leadWords),
    });
  const bodyParagraphs = (label: string, description?: string, min = 1) =>
    paragraphs(label, description, min, pageLimits.paragraphWords);

  /**
   * Service, waste-stream, recycling-material, industry and business-size pages tell the same
   * story; the pages visitors buy from (services, waste streams, materials) also say what affects
   * the price, in paragraphs of their own.
   */
  const topicSchema = <P extends boolean>(pricePage: P) => ({
    ...pageFields(),
    lead: lead(),
    overview: bodyParagraphs(
      "Overview",
      "What it is and why it matters: two to four paragraphs.",
      pageLimits.overviewParagraphsMin,
    ),
    included: items("What's included", undefined, 1),
    options: fields.object(
      {
        heading: fields.text({ label: "Table heading", validation: written }),
        intro: fields.text({
          label: "Table introduction",
          multiline: true,
          validation: { pattern: noPlaceholder },
        }),
        rows: fields.array(
          fields.object({
            name: fields.text({ label: "Name", validation: written }),
            capacity: fields.text({ label: "Size or capacity", validation: written }),
            suits: fields.text({ label: "Suits", validation: written }),
          }),
          {
            label: "Rows",
            validation: { length: { min: 1 } },
            itemLabel: (props) => props.fields.name.value || "(new row)",
          },
        ),
      },
      { label: "Sizes or equipment table" },
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
    compliance: bodyParagraphs("Handling and compliance"),
    ...((pricePage
      ? {
          priceFactors: fields.array(
            fields.text({
              label: "Paragraph",
              multiline: true,
              validation: {
                isRequired: true,
                pattern: {
                  regex: priceProse,
                  message: `Write at least ${pageLimits.priceParagraphWords} words and no amounts: a price is as set out in the quote`,
                },
              },
            }),
            {
              label: "What affects the price",
              description: `What moves the cost, with no amounts: at least ${pageLimits.priceParagraphsMin} paragraphs of this page's own.`,
              validation: { length: { min: pageLimits.priceParagraphsMin } },
              itemLabel: (props) => short(props.value),
            },
          ),
        }
      : {}) as P extends true
      ? { priceFactors: ReturnType<typeof fields.array<ReturnType<typeof fields.text>>> }
      : object),
    faqs: faqs(pageLimits.questionsMin),
    related: relatedPages,
    sources: sources(0),
  });

  /** Where a page type's files live, and how the editor lists and previews them. */
  const pageFolder = (label: string, folder: string) => ({
    label,
    path: `content/${folder}/*` as const,
    slugField: "name" as const,
    format: { data: "yaml" as const },
    columns: ["path" as const],
    previewUrl: `/api/keystatic/preview?file=content/${folder}/{slug}.yaml&branch={branch}`,
  });

  const noPrice = (label: string) =>
    fields.text({
      label,
      multiline: true,
      validation: {
        isRequired: true,
        pattern: {
          regex: documentProse,
          message:
            "No amounts: a price is as set out in the quote (the law's own thresholds, in millions, are fine)",
        },
      },
    });
  const documentSchema = (sourcesMin: 0 | 1) => ({
    lead: paragraph("Lead"),
    updated: calendarDate(fields.date({ label: "Last reviewed", validation: required })),
    sections: fields.array(
      fields.object({
        heading: fields.text({ label: "Heading", validation: written }),
        paragraphs: fields.array(noPrice("Paragraph"), {
          label: "Paragraphs",
          validation: { length: { min: 1 } },
          itemLabel: (props) => short(props.value),
        }),
        list: fields.array(noPrice("Item"), {
          label: "List",
          description: "Optional bullet points after the paragraphs.",
          itemLabel: (props) => short(props.value),
        }),
        links: fields.array(
          fields.object({
            label: fields.text({ label: "Link text", validation: written }),
            href: fields.text({
              label: "Address",
              description:
                "Another organisation's page (https://…) or a page of this site (/fees-and-charges).",
              validation: {
                isRequired: true,
                pattern: {
                  regex: linkPattern,
                  message: "An https:// address, or a page of this site such as /fees-and-charges",
                },
              },
            }),
          }),
          {
            label: "Links elsewhere",
            description: "Optional: pages the section relies on, such as each state's levy page.",
            itemLabel: (props) => props.fields.label.value,
          },
        ),
      }),
      {
        label: "Sections",
        validation: { length: { min: 1 } },
        itemLabel: (props) => props.fields.heading.value,
      },
    ),
    sources: sources(sourcesMin),
  });

  const cards = (label: string) =>
    fields.array(
      fields.object({
        path: pagePicker("Page"),
        heading: fields.text({ label: "Heading", validation: written }),
        text: paragraph("Text"),
      }),
      { label, validation: { length: { min: 1 } }, itemLabel: (props) => props.fields.heading.value },
    );

  /** A hub's words: the folder of hubs and the industries hub (a fixed page without metadata). */
  const hubWords = {
    lead: lead(),
    overview: bodyParagraphs("Overview", undefined, pageLimits.overviewParagraphsMin),
    guidance: fields.object(
      {
        heading: fields.text({ label: "Heading", validation: written }),
        paragraphs: bodyParagraphs("Paragraphs"),
      },
      { label: "Guidance under the cards" },
    ),
    faqs: faqs(0, "Optional on hubs."),
    related: relatedPages,
  };

  const termsPages = pages.filter((page) => page.template === "terms");

  return {
    collections: {
      ...finderCollections((label, description, folders) => pagePicker(label, folders, pages, description)),
      services: collection({ ...pageFolder("Services", "services"), schema: topicSchema(true) }),
      waste: collection({ ...pageFolder("Waste streams", "waste"), schema: topicSchema(true) }),
      materials: collection({ ...pageFolder("Recycling materials", "materials"), schema: topicSchema(true) }),
      industries: collection({ ...pageFolder("Industries", "industries"), schema: topicSchema(false) }),
      business: collection({ ...pageFolder("Business sizes", "business"), schema: topicSchema(false) }),
      cities: collection({
        ...pageFolder("Cities", "cities"),
        schema: {
          ...pageFields(),
          lead: lead(),
          intro: bodyParagraphs("Introduction", undefined, pageLimits.overviewParagraphsMin),
          areas: fields.array(
            fields.object({
              heading: fields.text({ label: "Region", validation: written }),
              text: paragraph("Text"),
              suburbs: items("Suburbs and industrial areas", undefined, 1),
            }),
            {
              label: "Areas served",
              validation: { length: { min: 1 } },
              itemLabel: (props) => props.fields.heading.value,
            },
          ),
          regulation: fields.object(
            {
              heading: fields.text({ label: "Heading", validation: written }),
              paragraphs: bodyParagraphs("Paragraphs"),
            },
            { label: "Regulation", description: "The state's environment regulator and its rules." },
          ),
          localNotes: steps("Local service notes"),
          services: pageLinks(
            "Services most asked for",
            "Service, waste and recycling pages, and their hubs.",
            ["services", "waste", "materials", "hubs"],
            1,
          ),
          faqs: faqs(pageLimits.questionsMin),
          related: relatedPages,
          sources: sources(1),
        },
      }),
      hubs: collection({ ...pageFolder("Hubs", "hubs"), schema: { ...pageFields(), ...hubWords } }),
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
              validation: { length: { min: 1 }, pattern: noPlaceholder },
            },
            slug: { label: "File name", description: "Such as service-agreement-2026-11." },
          }),
          document: pagePicker("Terms page", undefined, termsPages),
          version: fields.text({
            label: "Version (YYYY-MM)",
            description:
              "The month it takes effect; it is also its address, such as /service-agreement/2026-11. To publish new terms, add a new version (Duplicate the latest); never change a published one, since customers' agreements refer to it.",
            validation: {
              isRequired: true,
              pattern: { regex: monthPattern, message: "A month written YYYY-MM" },
            },
          }),
          ...documentSchema(1),
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
            name: {
              label: "Title",
              validation: { length: { min: postLimits.titleMin, max: postLimits.titleMax } },
            },
            slug: { label: "Address", description: "The post's address: /post/<this>." },
          }),
          description: fields.text({
            label: "Description",
            description: `${postLimits.descriptionMin} to ${postLimits.descriptionMax} characters: the summary in lists, search results and the feed.`,
            multiline: true,
            validation: { length: { min: postLimits.descriptionMin, max: postLimits.descriptionMax } },
          }),
          date: calendarDate(
            fields.date({ label: "Published", validation: required, defaultValue: { kind: "today" } }),
          ),
          updated: calendarDate(
            fields.date({
              label: "Updated",
              description: "Only when the post was changed after publishing.",
            }),
          ),
          tags: items("Tags", "At least one.", 1),
          keywords: items("Keywords", "At least one.", 1),
          body: postBody({
            label: "Post",
            description: `At least ${postLimits.bodyWords} words.`,
            extension: "md",
            options: { image: { directory: "public/images/blog", publicPath: "/images/blog/" } },
          }),
        },
      }),
    },
    singletons: {
      ...fixedPageSingletons(metadata, {
        home: {
          lead: paragraph("Lead"),
          audiences: cards("Who we serve"),
          families: cards("What we do"),
          whyChoose: steps("Why choose us"),
          gettingStarted: steps("Getting started"),
          industriesIntro: paragraph("Industries introduction"),
          closing: paragraph("Closing"),
        },
        about: {
          lead: paragraph("Lead"),
          story: paragraphs("Our story"),
          howWeWork: steps("How we work"),
          serviceAreas: items("Service areas", undefined, 1),
          values: steps("Values"),
          related: relatedPages,
        },
        contact: {
          lead: lead("Under the heading, above the contact details and the enquiry form."),
          detailsHeading: fields.text({ label: "Heading above the contact details", validation: written }),
          enquiryHeading: fields.text({ label: "Heading above the enquiry form", validation: written }),
        },
        thankYou: {
          lead: paragraph("Lead"),
          nextSteps: steps("Next steps"),
          urgent: paragraph("Urgent help"),
        },
        privacy: documentSchema(1),
        accessibility: documentSchema(0),
        whatGoesWhere: { lead: lead() },
        binSizeGuide: {
          lead: lead(),
          helper: fields.object(
            {
              heading: fields.text({ label: "Heading", validation: written }),
              paragraphs: paragraphs("Paragraphs"),
            },
            { label: "Which bins suit my site (above the helper)" },
          ),
          sizes: fields.object(
            {
              heading: fields.text({ label: "Heading", validation: written }),
              paragraphs: paragraphs("Paragraphs"),
            },
            { label: "Bin sizes (above the drawings)" },
          ),
        },
        // The quote request's words are its steps' (app/forms), the terms' their published versions.
        getAQuote: {},
        feesAndCharges: {},
        serviceAgreement: {},
        industriesHub: hubWords,
      }),
      ...wordPageSingletons(metadata, lead),
      navigation: navigationSingleton((label, description) =>
        pagePicker(label, undefined, pages, description),
      ),
      company: singleton({
        label: "Company facts",
        path: "content/company",
        format: { data: "json" },
        schema: {
          name: fields.text({ label: "Company name", validation: written }),
          shortName: fields.text({ label: "Short name", validation: written }),
          legalName: fields.text({ label: "Legal name", validation: written }),
          foundedYear: fields.integer({
            label: "Year founded",
            validation: { isRequired: true, min: 1900, max: 2100 },
          }),
          tagline: fields.text({ label: "Tagline", validation: written }),
          phone: fields.text({
            label: "Phone",
            description:
              "Digits and spaces, as visitors should read it. Pages show it wherever they say {phone}.",
            validation: {
              isRequired: true,
              pattern: { regex: /^[0-9 ]{8,14}$/, message: "Digits and spaces only, 8 to 14" },
            },
          }),
          email: fields.text({
            label: "Email",
            validation: { isRequired: true, pattern: { regex: emailPattern, message: "An email address" } },
          }),
          address: fields.object(
            {
              street: fields.text({ label: "Street", validation: written }),
              locality: fields.text({ label: "Suburb", validation: written }),
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
          hours: fields.text({ label: "Opening hours", validation: written }),
          serviceCities: items("Cities served", undefined, 1),
          serviceAreaNote: fields.text({ label: "Service area, in a sentence", validation: written }),
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
              url: https("Profile address"),
            }),
            {
              label: "Social links",
              validation: { length: { min: 1 } },
              itemLabel: (props) => props.fields.network.value,
            },
          ),
          loginUrl: https("Customer Log In address"),
          defaultTitle: fields.text({
            label: "Default title in search results",
            validation: { length: { min: 1, max: 70 } },
          }),
          defaultDescription: fields.text({
            label: "Default description in search results",
            multiline: true,
            validation: { length: { min: pageLimits.descriptionMin, max: pageLimits.descriptionMax } },
          }),
        },
      }),
    },
  };
}

/**
 * The page files in the repository, for the editor's pickers, read when the editor's code is
 * built (Vite's import.meta.glob). Outside Vite (a tsx script) there is no glob; those scripts
 * read content through the loader, which passes its own files to contentSchema.
 */
function pageFilesInRepository(): { file: string; text: string }[] {
  try {
    const files = import.meta.glob<string>("./content/*/*.yaml", {
      query: "?raw",
      import: "default",
      eager: true,
    });
    return Object.entries(files).map(([file, text]) => ({ file: file.slice(2), text }));
  } catch {
    return [];
  }
}

export default config({
  storage: storage ?? { kind: "local" },
  ui: {
    brand: { name: "Saltbush website" },
    navigation: {
      Pages: ["services", "waste", "materials", "industries", "business", "cities", "hubs", "terms"],
      "Fixed pages": [...(Object.keys(fixedPages) as (keyof typeof fixedPages)[]), "blogList", "serviceArea"],
      Blog: ["blog"],
      Company: ["company", "navigation"],
      "Finder tools": ["wasteItems", "serviceAreas", "bins"],
    },
  },
  ...contentSchema(pagesIn(pageFilesInRepository())),
});
