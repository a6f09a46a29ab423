import {
  type BasicFormField,
  type ComponentSchema,
  type Singleton,
  fields,
  singleton,
} from "@keystatic/core";
import { placeholderMessage, writtenText, writtenWithBlanks } from "../limits";
import { type Blank, blanks, templateLimits, templateWordFiles } from "../template-limits";

/** A choice among the site's existing pages, as the other page pickers make it. */
type PagePicker = (label: string) => BasicFormField<string>;

const blankHelp = (names: Blank[]) => names.map((name) => ` {${name}} becomes ${blanks[name]}.`).join("");

const limited = (label: string, description: string, max: number, names: Blank[], multiline = false) =>
  fields.text({
    label,
    description: `${description}${blankHelp(names)} Up to ${max} characters.`,
    multiline,
    validation: {
      length: { min: 1, max },
      pattern: {
        regex: writtenWithBlanks(names),
        message: names.length
          ? `${placeholderMessage}; here also ${names.map((n) => `{${n}}`).join(", ")}`
          : placeholderMessage,
      },
    },
  });

/** A section heading, the same on every page of its kind. */
export const heading = (label: string, description = "", names: Blank[] = []) =>
  limited(label, description, templateLimits.headingMax, names);

/** A sentence or two, the same on every page of its kind. */
export const sentence = (label: string, description = "", names: Blank[] = []) =>
  limited(label, description, templateLimits.sentenceMax, names, true);

/** A sentence whose words link to pages: each link names words of the sentence and the page they open. */
export const linkedSentence = (pagePicker: PagePicker, label: string, description = "") =>
  fields.object(
    {
      text: sentence("Sentence", "The company's phone number in it becomes a link that calls it."),
      links: fields.array(
        fields.object({
          label: fields.text({
            label: "Linked words",
            description:
              "Words of the sentence, exactly as written there, that open the page. Words the sentence does not hold show no link.",
            validation: {
              length: { min: 1, max: templateLimits.headingMax },
              pattern: { regex: writtenText, message: placeholderMessage },
            },
          }),
          path: pagePicker("Page"),
        }),
        { label: "Links", itemLabel: (props) => props.fields.label.value },
      ),
    },
    { label, description },
  );

/** The heading and closing words of a group of pages, shown on every page of the group. */
const ending = (kind: string, names: Blank[] = []) => ({
  faq: heading("Questions heading"),
  related: heading("Related pages heading"),
  ctaHeading: heading(
    "Closing band's heading",
    `The band with the quote button at the foot of every ${kind}.`,
    names,
  ),
  ctaText: sentence("Closing band's sentence", "", names),
});

/** A group's fields and its label: one entry of the editor, one file. */
const group = <Schema extends Record<string, ComponentSchema>>(
  schema: Schema,
  { label }: { label: string },
) => ({
  label,
  schema,
});

/** A kind of regulated work: its heading, and how it is arranged where the register names nobody. */
const regulatedActivity = (label: string) =>
  fields.object(
    {
      name: heading("Heading"),
      arranged: sentence(
        "Where the register names nobody for a state",
        "How the work is arranged, without claiming anyone holds an approval.",
        ["states"],
      ),
    },
    { label },
  );

const topicType = (kind: string) =>
  fields.object(
    {
      overview: heading("Heading above the overview"),
      included: heading("Heading above what's included"),
      related: heading("Heading above the related pages"),
      cta: heading("Closing band's heading"),
    },
    { label: kind },
  );

/** The words of the section on who does a page's regulated work (app/content/regulated.ts). */
const regulatedWords = () =>
  group(
    {
      heading: heading("Heading above who does the regulated work"),
      intro: sentence("Sentence under it"),
      activities: fields.object(
        {
          carry: regulatedActivity("Carrying the waste"),
          treat: regulatedActivity("Receiving, treating or disposing of it"),
          install: regulatedActivity("Installing equipment"),
          pest: regulatedActivity("Pest management"),
          termite: regulatedActivity("Termite management systems"),
          biosecurity: regulatedActivity("Biosecurity (quarantine) waste"),
        },
        { label: "Each kind of regulated work" },
      ),
      own: sentence("When the company holds the authority", "From the register's own authorities.", [
        "states",
        "document",
        "number",
        "issuer",
      ]),
      partner: sentence("When a partner holds it", "From the register's partners.", [
        "states",
        "partner",
        "document",
        "number",
        "issuer",
      ]),
      expires: sentence("After either, when the authority expires", "", ["expires"]),
    },
    { label: "Who does the regulated work, on pages that offer it" },
  );

/**
 * The words the service, waste, material, industry, business-size, hub and city pages and the blog
 * posts share, and the search page's and terms pages' own: an entry of the editor for each kind of
 * page, whose change shows on every page of that kind.
 */
export function templateWordsSingletons(pagePicker: PagePicker) {
  const groups = {
    topics: group(
      {
        service: topicType("Service pages"),
        waste: topicType("Waste stream pages"),
        material: topicType("Recycling material pages"),
        industry: topicType("Industry pages"),
        business: topicType("Business size pages"),
        toScale: heading("Heading above bins drawn to scale"),
        lidBin: heading("Heading above a lid colour's bin", "On pages of a stream with its own lid colour.", [
          "colour",
        ]),
        howItWorks: heading("Heading above the steps"),
        whoItSuits: heading("Heading above who it suits"),
        price: heading("Heading above what affects the price"),
        priceNote: linkedSentence(pagePicker, "Sentence under the price paragraphs"),
        compliance: heading("Heading above handling and compliance"),
        faq: heading("Questions heading"),
        ctaText: sentence("Closing band's sentence", "", ["page"]),
        auditHeading: heading(
          "Free walk-through offer's heading",
          "On business size pages and the waste audit page.",
        ),
        auditText: sentence("Free walk-through offer's sentence"),
      },
      { label: "Headings on service, waste, material, industry and business size pages" },
    ),
    hubs: group(
      {
        overview: heading("Heading above the overview"),
        explore: heading("Heading above the cards", "", ["page"]),
        ...ending("hub page"),
      },
      { label: "Headings on hub pages (pages of cards)" },
    ),
    cities: group(
      {
        overview: heading("Heading above the introduction"),
        areas: heading("Heading above the suburbs"),
        localNotes: heading("Heading above the local notes"),
        services: heading("Heading above the services"),
        ...ending("city page"),
      },
      { label: "Headings on city pages" },
    ),
    posts: group(
      {
        related: heading("Heading above related articles"),
        ctaHeading: heading("Closing band's heading"),
        ctaText: sentence("Closing band's sentence"),
      },
      { label: "Words on every blog post" },
    ),
    search: group(
      {
        heading: heading("Heading before a search"),
        results: heading("Heading above the results", "", ["query"]),
        label: heading("Words above the search box"),
        prompt: sentence("Sentence before a search"),
        one: sentence("When one page matches"),
        many: sentence("When several pages match", "", ["count"]),
        more: sentence("When more pages match than are shown", "", ["count", "shown"]),
        none: heading("Heading when nothing matches", "", ["query"]),
        tips: fields.array(linkedSentence(pagePicker, "Tip"), {
          label: "Tips when nothing matches",
          validation: { length: { min: 1 } },
          itemLabel: (props) => props.fields.text.value,
        }),
        askUs: linkedSentence(pagePicker, "Sentence after the tips"),
      },
      { label: "Words on the search page" },
    ),
    documents: group(
      {
        reviewed: heading("Before the date of a policy", "Such as the privacy policy's last review."),
        takesEffect: heading("Before the date of a terms version"),
        inForce: sentence("Note on the version in force", "", ["month"]),
        earlier: sentence("Note on an earlier version", "", ["month"]),
        coming: sentence("Note on a version published ahead of its month", "", ["month"]),
        readInForce: heading("Link from an earlier version to the one in force"),
        versions: heading("Heading above the list of versions"),
        crumb: heading("A version's name in the trail of links", "", ["month"]),
      },
      { label: "Notes on the policies and terms pages" },
    ),
    regulated: regulatedWords(),
    subscription: group(
      {
        expect: sentence(
          "What a subscriber receives",
          "On the page that confirms a subscription and in the e-mails that ask for and welcome it.",
        ),
        nextOn: sentence("When the next e-mail's day is set", "The next monthly e-mail's send-on day.", [
          "day",
        ]),
        nextUndated: sentence("When no e-mail's day is set yet", "Plain words, without a date."),
      },
      { label: "Words to a new subscriber" },
    ),
  };
  return Object.fromEntries(
    Object.entries(groups).map(([name, { label, schema }]) => {
      const { key, file } = templateWordFiles[name as keyof typeof groups];
      return [key, singleton({ label, path: file, format: { data: "yaml" }, schema })];
    }),
  ) as {
    [G in keyof typeof groups as (typeof templateWordFiles)[G]["key"]]: Singleton<
      (typeof groups)[G]["schema"]
    >;
  };
}
