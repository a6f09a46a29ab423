import { collection, fields } from "@keystatic/core";
import {
  monthLimitsText,
  monthPattern,
  monthlyLimits as limits,
  testAddressPattern,
} from "../monthly-limits";
import type { NamedPage } from "../name-limits";
import { calendarDate, limitedText, short, words } from "./fields";
import type { Pickers } from "./page-picker";
import { fieldsWithoutRules } from "./rules-in-statements";
import { nameAsFileName } from "./name-file-field";

const prose = (label: string, description: string, least: number, max: number) =>
  fields.text({
    label,
    description: `${description} At least ${least} words, up to ${max} characters.`,
    multiline: true,
    // The pages' own rule and message, so the editor names each claim with the register's word for it.
    validation: { length: { min: 1, max }, ...words(least) },
  });

/** A page or post of the site with why it matters to the reader. */
const link = (pick: Pickers, posts: readonly NamedPage[]) =>
  fields.object({
    page: pick.pagePicker("Page or post", undefined, [
      ...pick.pages,
      ...posts.map((post) => ({ ...post, folder: "blog" })),
    ]),
    why: limitedText("Why it matters", "One sentence for the reader.", { min: 20, max: limits.whyMax }, true),
  });

/** A short paragraph of the e-mail's own. */
const paragraph = () =>
  fields.object({
    heading: limitedText("Heading", "A few words.", { max: 70 }),
    text: prose("Paragraph", "Plain words; link nothing here.", limits.paragraphWords, limits.paragraphMax),
  });

/**
 * The monthly e-mail: written here, sent to every confirmed subscriber once its "send on" day has
 * come and the site with it is published, then kept on the site at /updates/{month}. Its words keep
 * the pages' rules: no placeholder, no claim the register does not hold, no rule of law outside a
 * page's statements (link the page that states it, with its source).
 */
export const monthly = (pick: Pickers, posts: readonly NamedPage[] = []) =>
  collection({
    label: "Monthly e-mails",
    path: "content/monthly/*",
    slugField: "month",
    format: { data: "yaml" },
    // The message as it will arrive, at a phone's and a desktop's width (app/monthly/preview.server.ts).
    previewUrl: "/api/keystatic/preview?file=content/monthly/{slug}.yaml&branch={branch}",
    columns: ["month", "subject", "sendOn"],
    schema: fieldsWithoutRules({
      month: nameAsFileName({
        label: "Month",
        description: `The month it is for, as ${monthLimitsText}: its address on the site is /updates/ and the month.`,
        max: 7,
        kind: "Monthly e-mails",
        clash: (name) => (monthPattern.test(name) ? undefined : `Write the month as ${monthLimitsText}`),
      }),
      subject: limitedText("Subject", "The e-mail's subject line.", { min: 10, max: limits.subjectMax }),
      preview: limitedText("Preview line", "The line shown beside the subject in the inbox.", {
        min: 20,
        max: limits.previewMax,
      }),
      introduction: prose(
        "Introduction",
        "A few sentences before the items.",
        limits.introductionWords,
        limits.introductionMax,
      ),
      links: fields.array(link(pick, posts), {
        label: "Pages and posts",
        description: `${limits.itemsMin} to ${limits.itemsMax}: each a page or post of the site with why it matters.`,
        validation: { length: { min: limits.itemsMin, max: limits.itemsMax } },
        itemLabel: (props) => short(props.fields.page.value || "(no page)"),
      }),
      paragraphs: fields.array(paragraph(), {
        label: "Paragraphs",
        description: `Up to ${limits.paragraphsMax}, after the pages and posts.`,
        validation: { length: { max: limits.paragraphsMax } },
        itemLabel: (props) => short(props.fields.heading.value),
      }),
      sendOn: calendarDate(
        fields.date({
          label: "Send on",
          description:
            "Leave empty while writing. Once the site is published with a day here, the e-mail goes to every confirmed subscriber on that day (Melbourne time) or at once if the day has passed. It is sent once: changing it after that sends nothing more.",
        }),
      ),
      testAddresses: fields.array(
        fields.text({
          label: "Address",
          validation: {
            isRequired: true,
            pattern: { regex: testAddressPattern, message: "An e-mail address" },
          },
        }),
        {
          label: "Test send to",
          description: `Up to ${limits.testAddressesMax} staff addresses. Publishing sends each one a copy marked as a test, once for each version of the words, before the "send on" day.`,
          validation: { length: { max: limits.testAddressesMax } },
          itemLabel: (props) => props.value || "(empty)",
        },
      ),
    }),
  });
