import { fields } from "@keystatic/core";
import {
  citedMessage,
  citedText,
  httpsPattern,
  pageLimits,
  placeholderMessage,
  proseOf,
} from "../../content/limits";
import { calendarDate, notInTheFuture } from "./fields";
import { postSourcesLength } from "./post-body";

/**
 * A source beside every rule. A page's compliance notes (topic pages' "Handling and compliance",
 * city pages' regulation section) are statements, each with the regulator's or the law's own page
 * it comes from and the day someone read it; the editor refuses a statement without one. Posts
 * list their sources too, and the build refuses a post that gives a dated rule with none
 * (app/blog/catalogue.server.ts).
 */

/** The day a source was read: a real calendar day, and not later than today. */
const checkedOn = () =>
  notInTheFuture(
    calendarDate(
      fields.date({
        label: "Read on",
        description: "The day someone last read the page and confirmed what the statement says.",
        validation: { isRequired: true },
        defaultValue: { kind: "today" },
      }),
    ),
  );

/** One source: the title as the page gives it, who publishes it, its address, the day it was read. */
export const source = fields.object({
  title: fields.text({
    label: "Title of the page",
    validation: { length: { min: 1, max: 160 }, pattern: { regex: citedText, message: citedMessage } },
  }),
  publisher: fields.text({
    label: "Publisher",
    description: "The regulator, government or law's publisher, such as NSW EPA.",
    validation: { length: { min: 1, max: 100 }, pattern: { regex: citedText, message: citedMessage } },
  }),
  url: fields.text({
    label: "Address (https://…)",
    description: "The regulator's or the law's current page, not a consultation, news item or old address.",
    validation: { isRequired: true, pattern: { regex: httpsPattern, message: "An https:// address" } },
  }),
  checked: checkedOn(),
});

/** A list of sources: at least `min`. */
export const sourceList = (label: string, description: string, length: { readonly min: number }) =>
  fields.array(source, {
    label,
    description,
    validation: { length },
    itemLabel: (props) => props.fields.title.value,
  });

/** Statements of rules, levies, dates or legal duties, each with its own source(s): at least `min` of them. */
export const complianceStatements = (label: string, min: 0 | 1 = 1) =>
  fields.array(
    fields.object({
      text: fields.text({
        label: "Statement",
        description:
          "One rule, levy, date or legal duty, as the source states it. Say what the law requires; claim a licence or permit only through {licences}.",
        multiline: true,
        validation: {
          isRequired: true,
          pattern: {
            regex: proseOf(pageLimits.paragraphWords),
            message: `At least ${pageLimits.paragraphWords} words. ${placeholderMessage}`,
          },
        },
      }),
      sources: sourceList(
        "Sources",
        "At least one: the page that states this rule. A statement you cannot source is rewritten to what you can source, or left out.",
        { min: 1 },
      ),
    }),
    {
      label,
      description: "Each statement with its source beside it.",
      validation: { length: { min } },
      itemLabel: (props) => {
        const text = props.fields.text.value;
        return text.length > 70 ? `${text.slice(0, 70)}…` : text || "(new statement)";
      },
    },
  );

/** A post's sources: at least one when the post gives the date a rule starts or states a rule. */
export const postSources = sourceList(
  "Sources",
  "The regulator's or the law's page for each rule, levy or date the post states. A post that gives the date a rule starts (\"from 1 July 2026\") or states a rule needs at least one.",
  postSourcesLength,
);
