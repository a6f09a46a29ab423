import { collection, fields } from "@keystatic/core";
import { claimsHint } from "../claims";
import { pageLimits, priceProse } from "../limits";
import { complianceStatements } from "./compliance";
import { regulatedWorkField } from "./regulated-work";
import { iconField } from "./icon";
import { items, noPlaceholder, paragraph, short, steps, written } from "./fields";
import { bodyParagraphs, faqs, lead, pageFields, pageFolder } from "./page-fields";
import type { Pickers } from "./page-picker";

const businessSizes = [
  { label: "Small business", value: "small" },
  { label: "Medium business", value: "medium" },
  { label: "Large business", value: "large" },
  { label: "Private homes", value: "home" },
] as const;

/** "What affects the price": paragraphs of the page's own, with no amounts. */
const priceFactors = () =>
  fields.array(
    fields.text({
      label: "Paragraph",
      multiline: true,
      validation: {
        isRequired: true,
        pattern: {
          regex: priceProse,
          message: `Write at least ${pageLimits.priceParagraphWords} words and no amounts: a price is as set out in the quote; ${claimsHint}`,
        },
      },
    }),
    {
      label: "What affects the price",
      description: `What moves the cost, with no amounts: at least ${pageLimits.priceParagraphsMin} paragraphs of this page's own.`,
      validation: { length: { min: pageLimits.priceParagraphsMin } },
      itemLabel: (props) => short(props.value),
    },
  );

/** A table of sizes or equipment: its heading, introduction and rows. */
const optionsTable = () =>
  fields.object(
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
  );

/**
 * Service, waste-stream, recycling-material, industry and business-size pages tell the same
 * story; the pages visitors buy from (services, waste streams, materials) also say what affects
 * the price, in paragraphs of their own.
 */
const topicSchema = <P extends boolean>(pick: Pickers, pricePage: P, folder: string) => ({
  ...pageFields(pick.pages, folder, pick.linksTo),
  icon: iconField(),
  lead: lead(),
  overview: bodyParagraphs(
    "Overview",
    "What it is and why it matters: two to four paragraphs.",
    pageLimits.overviewParagraphsMin,
  ),
  included: items("What's included", undefined, 1),
  options: optionsTable(),
  steps: steps("How it works", "Three to five numbered steps."),
  suits: fields.object(
    {
      sizes: fields.multiselect({ label: "Business sizes", options: businessSizes }),
      industries: pick.pageLinks("Industries", "Industry pages this suits.", ["industries"]),
      text: paragraph("Who it suits"),
    },
    { label: "Who it suits" },
  ),
  compliance: complianceStatements("Handling and compliance"),
  regulatedWork: regulatedWorkField(),
  ...((pricePage ? { priceFactors: priceFactors() } : {}) as P extends true
    ? { priceFactors: ReturnType<typeof priceFactors> }
    : object),
  faqs: faqs(pick, pageLimits.questionsMin),
  related: pick.relatedPages,
});

/** The five page types that share the topic fields: three with a price section, two without. */
export const topicCollections = (pick: Pickers) => ({
  services: collection({
    ...pageFolder("Services", "services"),
    schema: topicSchema(pick, true, "services"),
  }),
  waste: collection({ ...pageFolder("Waste streams", "waste"), schema: topicSchema(pick, true, "waste") }),
  materials: collection({
    ...pageFolder("Recycling materials", "materials"),
    schema: topicSchema(pick, true, "materials"),
  }),
  industries: collection({
    ...pageFolder("Industries", "industries"),
    schema: topicSchema(pick, false, "industries"),
  }),
  business: collection({
    ...pageFolder("Business sizes", "business"),
    schema: topicSchema(pick, false, "business"),
  }),
});
