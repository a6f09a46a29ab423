import { collection, fields } from "@keystatic/core";
import { items, paragraph, paragraphs, steps, written } from "./fields";
import { documentSchema } from "./documents";
import { pageFields, pageFolder } from "./page-fields";
import type { Pickers } from "./page-picker";

const generalTemplates = [
  { label: "Home page", value: "home" },
  { label: "About page", value: "about" },
  { label: "Contact page (no words of its own)", value: "contact" },
  { label: "Thank-you page", value: "thankYou" },
  { label: "Privacy policy", value: "privacy" },
  { label: "Accessibility statement", value: "accessibility" },
  { label: "Finder tool (no words of its own)", value: "tool" },
  { label: "Terms in plain English (words in Published terms versions)", value: "terms" },
  { label: "Quote request (no words of its own)", value: "quote" },
] as const;

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

/**
 * General pages: each names the template that shows it, and holds that template's words. Pages
 * whose words live elsewhere (the contact page, the finder tools, the terms) hold none.
 */
export const generalPages = (pick: Pickers) =>
  collection({
    ...pageFolder("General pages", "pages"),
    schema: {
      ...pageFields(false),
      body: fields.conditional(
        fields.select({
          label: "Template",
          description: "Which page layout shows this page's words.",
          options: generalTemplates,
          defaultValue: "privacy",
        }),
        {
          home: fields.object({
            lead: paragraph("Lead"),
            audiences: cards(pick, "Who we serve"),
            families: cards(pick, "What we do"),
            whyChoose: steps("Why choose us"),
            gettingStarted: steps("Getting started"),
            industriesIntro: paragraph("Industries introduction"),
            closing: paragraph("Closing"),
          }),
          about: fields.object({
            lead: paragraph("Lead"),
            story: paragraphs("Our story"),
            howWeWork: steps("How we work"),
            serviceAreas: items("Service areas", undefined, 1),
            values: steps("Values"),
            related: pick.relatedPages,
          }),
          contact: fields.empty(),
          thankYou: fields.object({
            lead: paragraph("Lead"),
            nextSteps: steps("Next steps"),
            urgent: paragraph("Urgent help"),
          }),
          privacy: fields.object(documentSchema(1)),
          accessibility: fields.object(documentSchema(0)),
          tool: fields.empty(),
          // Their words are the latest version in "Published terms versions" (terms.ts).
          terms: fields.empty(),
          quote: fields.empty(),
        },
      ),
    },
  });
