import { fields } from "@keystatic/core";
import { items, paragraph, paragraphs, steps, written } from "./fields";
import { customerServiceWords } from "./customer-service";
import { documentSchema } from "./documents";
import { fixedPageSingletons } from "./fixed-pages";
import { hubWords } from "./hubs";
import { iconField } from "./icon";
import { lead, openFixedPage, uniqueMetadata } from "./page-fields";
import type { Pickers } from "./page-picker";
import { regulatedWorkField } from "./regulated-work";
import { heading, linkedSentence, sentence } from "./template-words";

/** Cards linking to pages of the site, each with its heading and a paragraph. */
const cards = ({ pagePicker }: Pickers, label: string) =>
  fields.array(
    fields.object({
      path: pagePicker("Page"),
      heading: fields.text({ label: "Heading", validation: written }),
      text: paragraph("Text"),
    }),
    { label, validation: { length: { min: 1 } }, itemLabel: (props) => props.fields.heading.value },
  );

/** A heading and its paragraphs, above one of a page's tools. */
const introduction = (label: string) =>
  fields.object(
    {
      heading: fields.text({ label: "Heading", validation: written }),
      paragraphs: paragraphs("Paragraphs"),
    },
    { label },
  );

/** The headings of a page's sections, in the order they appear. */
const headings = <K extends string>(label: string, names: Record<K, string>) =>
  fields.object(
    Object.fromEntries(Object.entries(names).map(([key, name]) => [key, heading(name as string)])) as Record<
      K,
      ReturnType<typeof heading>
    >,
    { label },
  );

/**
 * The fixed pages' words, an entry each with its template's fields and no choice of template
 * (fixed-pages.ts). Pages whose words live elsewhere (the quote request's steps, the terms'
 * published versions) hold only their metadata.
 */
export const generalPages = (pick: Pickers) =>
  fixedPageSingletons(pick.pages, (file) => uniqueMetadata(pick.pages, openFixedPage(file)), {
    home: {
      lead: paragraph("Lead"),
      audiences: cards(pick, "Who we serve"),
      families: cards(pick, "What we do"),
      whyChoose: steps("Why choose us"),
      gettingStarted: steps("Getting started"),
      industriesIntro: paragraph("Industries introduction"),
      closing: paragraph("Closing"),
      regulatedWork: regulatedWorkField(),
      headings: headings("Section headings", {
        audiences: "Above who we serve",
        services: "Above what we do",
        why: "Above why choose us",
        gettingStarted: "Above getting started",
        industries: "Above the industries",
        latestPosts: "Above the latest blog posts",
        readAll: "Link to every blog post",
        closing: "Closing band's heading",
      }),
    },
    about: {
      icon: iconField(),
      lead: paragraph("Lead"),
      story: paragraphs("Our story"),
      howWeWork: steps("How we work"),
      serviceAreas: items("Service areas", undefined, 1),
      values: steps("Values"),
      regulatedWork: regulatedWorkField(),
      related: pick.relatedPages,
      headings: headings("Section headings", {
        story: "Above our story",
        howWeWork: "Above how we work",
        serviceAreas: "Above the service areas",
        values: "Above the values",
        related: "Above the related pages",
        closing: "Closing band's heading",
      }),
      closing: sentence("Closing band's sentence"),
    },
    contact: {
      icon: iconField(),
      lead: lead("Under the heading, above the contact details and the enquiry form."),
      detailsHeading: fields.text({ label: "Heading above the contact details", validation: written }),
      enquiryHeading: fields.text({ label: "Heading above the enquiry form", validation: written }),
      customers: linkedSentence(pick.pagePicker, "For existing customers", "Under the contact details."),
    },
    thankYou: {
      icon: iconField(),
      lead: paragraph("Lead"),
      nextSteps: steps("Next steps"),
      urgent: paragraph("Urgent help"),
      reference: heading("Before the enquiry's reference number"),
      nextHeading: heading("Heading above the next steps"),
      customers: linkedSentence(pick.pagePicker, "For existing customers", "Under the next steps."),
    },
    privacy: { icon: iconField(), ...documentSchema(1, pick.pages) },
    accessibility: { icon: iconField(), ...documentSchema(0, pick.pages) },
    whatGoesWhere: { icon: iconField(), lead: lead() },
    binSizeGuide: {
      icon: iconField(),
      lead: lead(),
      helper: introduction("Which bins suit my site (above the helper)"),
      sizes: introduction("Bin sizes (above the drawings)"),
      lids: introduction("Which lid is which (above the lid colours)"),
    },
    getAQuote: {
      icon: iconField(),
      lead: sentence("Lead", "Under the heading, above the steps."),
      auditName: heading(
        "Heading when a waste audit is asked for",
        "Instead of the page name, when the visitor came for an audit.",
      ),
      auditLead: sentence("Lead when a waste audit is asked for"),
      callHeading: heading("Heading beside the form"),
      call: linkedSentence(pick.pagePicker, "Sentence under it"),
      termsHeading: heading("Second heading beside the form"),
      terms: linkedSentence(pick.pagePicker, "Sentence under it"),
    },
    customerService: customerServiceWords(),
    feesAndCharges: { icon: iconField() },
    serviceAgreement: { icon: iconField() },
    industriesHub: hubWords(pick),
  });
