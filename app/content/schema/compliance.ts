import { fields } from "@keystatic/core";
import {
  citedMessage,
  citedText,
  httpsPattern,
  pageLimits,
  placeholderMessage,
  proseOf,
} from "../limits";
import { type CitedSource, wrongPlace } from "../source-place-limits";
import { withCheck } from "./checked-field";
import { entryValue, sayWhileDrawing } from "./entry-values";
import { calendarDate, notInTheFuture } from "./fields";
import { postSourcesLength } from "./post-body";
import { valueOfPreview } from "./problems";

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

/**
 * Whether a statement's sources come from the right state is a rule of the statement as a whole,
 * and Keystatic 0.6.9 gives an object of fields no check of its own and hands a field only its
 * own value (decision 0010). A list hands its item label the whole item, so the statements' list
 * says each statement's sources, by the statement's words, as it draws them (entry-values.tsx),
 * and the statement's words refuse at Save what the build refuses (content/source-place-limits.ts).
 * Outside a browser nothing is said, and the build checks every statement against its sources.
 */
const citedKey = (text: string) => `sources of the statement ${text}`;

/** What is wrong with the place of the sources a statement's words were last drawn with, if anything. */
function sourcesFromTheWrongPlace(text: string, page: () => string | undefined): string | undefined {
  const sources = entryValue(citedKey(text)) as readonly CitedSource[] | undefined;
  const name = page();
  if (!sources || name === undefined) return undefined;
  const problems = wrongPlace({ text, sources }, name);
  return problems.length ? `This statement ${problems.join("; it ")}` : undefined;
}

/**
 * Statements of rules, levies, dates or legal duties, each with its own source(s): at least `min`
 * of them. `page` is the page's own name where it names a state (a city's page), as the build
 * reads it, or undefined until the editor has it.
 */
export const complianceStatements = (
  label: string,
  min: 0 | 1 = 1,
  page: () => string | undefined = () => "",
) =>
  fields.array(
    fields.object({
      text: withCheck(
        fields.text({
          label: "Statement",
          description:
            "One rule, levy, date or legal duty, as the source states it. Say what the law requires; claim a licence or permit only through {licences}. A rule of one state cites that state's own regulator, utility or law, and names the state unless the page does.",
          multiline: true,
          validation: {
            isRequired: true,
            pattern: {
              regex: proseOf(pageLimits.paragraphWords),
              message: `At least ${pageLimits.paragraphWords} words. ${placeholderMessage}`,
            },
          },
        }),
        (text) => sourcesFromTheWrongPlace(text, page),
      ),
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
        if (typeof window !== "undefined")
          sayWhileDrawing(citedKey(text), (valueOfPreview(props) as { sources: CitedSource[] }).sources);
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
