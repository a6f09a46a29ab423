import { fields } from "@keystatic/core";
import { withCheck } from "./checked-field";
import { dateInWords } from "./date-in-words";
import { claimsHint } from "../claims";
import {
  citedMessage,
  citedText,
  httpsPattern,
  placeholderMessage,
  proseOf,
  writtenText,
} from "../limits";

/**
 * Field helpers every page type shares: written words with no placeholder, paragraphs and lists
 * with their least lengths, https addresses, checked dates and the sources a page cites.
 */

export const required = { isRequired: true } as const;
export const noPlaceholder = { regex: writtenText, message: placeholderMessage } as const;
/** A citation's own words: no placeholder, but a regulator's title may name a licence. */
export const cited = { regex: citedText, message: citedMessage } as const;
/** Words written for a page: required, with no placeholder or unknown {token}. */
export const written = { isRequired: true, pattern: noPlaceholder } as const;
/**
 * Written words within a length, the length said under the field ("Up to 40 characters", or
 * "2 to 40 characters" where there is a least length): headings, labels and short sentences.
 */
export const limitedText = (
  label: string,
  description: string,
  { min = 1, max }: { min?: number; max: number },
  multiline = false,
) =>
  fields.text({
    label,
    description: `${description} ${min > 1 ? `${min} to ${max}` : `Up to ${max}`} characters.`,
    multiline,
    validation: { length: { min, max }, pattern: noPlaceholder },
  });
/** A list item's label in the editor: the start of its text. */
export const short = (value: string) => (value.length > 70 ? `${value.slice(0, 70)}…` : value || "(empty)");
export const words = (count: number) => ({
  isRequired: true,
  pattern: {
    regex: proseOf(count),
    message: `Write at least ${count} words, with no placeholder text; ${claimsHint}`,
  },
});
export const https = (label: string, description?: string) =>
  fields.text({
    label,
    description,
    validation: {
      isRequired: true,
      pattern: { regex: httpsPattern, message: "An https:// address, such as https://www.epa.nsw.gov.au/" },
    },
  });

export const tokensHint =
  "Write {name}, {phone}, {email}, {founded} or {years} instead of typing the company's facts: the site fills them in.";

/**
 * A date field with one more check on the day it holds: `problem` says what is wrong with a day,
 * or nothing. The editor's save runs it as the field's own validate, and the build's reading too.
 */
export const dateChecked = <F extends ReturnType<typeof fields.date>>(
  field: F,
  problem: (day: string) => string | undefined,
): F =>
  withCheck(field, (day) => {
    const wrong = day && problem(day);
    return wrong ? `${field.label ?? "Date"} ${wrong}` : undefined;
  });

/**
 * A date field that also refuses a day the calendar lacks, such as 2026-02-30 typed into a file:
 * the editor's date picker offers real days only, and its save runs the same check. Under the box
 * it says the day in words, day first, as the site writes it (date-in-words.tsx).
 */
export const calendarDate = <F extends ReturnType<typeof fields.date>>(field: F): F =>
  dateInWords(
    dateChecked(field, (day) =>
      new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day
        ? "is not a day of the calendar"
        : undefined,
    ),
  );

/**
 * A date that has already come somewhere: the day someone read a regulator's page cannot be
 * tomorrow. "Today" is the latest calendar day on Earth (UTC+14), so a save in Sydney in the
 * morning passes the editor's check and the build's on a UTC machine alike; a past day stays past.
 */
const latestToday = () => new Date(Date.now() + 14 * 3600_000).toISOString().slice(0, 10);
export const notInTheFuture = <F extends ReturnType<typeof fields.date>>(field: F): F =>
  dateChecked(field, (day) => (day > latestToday() ? "cannot be later than today" : undefined));

/** A paragraph: required, and at least `least` words when given. */
export const paragraph = (label: string, least?: number) =>
  fields.text({ label, multiline: true, validation: least ? words(least) : written });
export const paragraphs = (label: string, description?: string, min = 1, least?: number) =>
  fields.array(paragraph("Paragraph", least), {
    label,
    description,
    validation: { length: { min } },
    itemLabel: (props) => short(props.value),
  });
export const items = (label: string, description?: string, min = 0) =>
  fields.array(fields.text({ label: "Item", validation: written }), {
    label,
    description,
    validation: { length: { min } },
    itemLabel: (props) => short(props.value),
  });
export const steps = (label: string, description?: string) =>
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
 * Where the rules, levies, dates and legal duties a page states come from, shown at the end of the
 * page. City pages (each states its state's rules), the privacy policy and every published terms
 * version always state such rules, so they list at least one. Any other page that gives the date a
 * rule starts lists its source too: a field cannot see the page's other fields, so
 * npm run content:report names the pages that give a date and list no source.
 */
export const sources = (min: 0 | 1) =>
  fields.array(
    fields.object({
      title: fields.text({
        label: "Title of the page",
        validation: { length: { min: 1, max: 160 }, pattern: cited },
      }),
      publisher: fields.text({
        label: "Publisher",
        description: "The regulator or government that publishes it, such as NSW EPA.",
        validation: { length: { min: 1, max: 100 }, pattern: cited },
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
      description: `${min ? "At least one. " : ""}Every page that states a rule, a levy, the date a rule starts or a legal duty lists the regulator's or the law's own page for it. The content report lists pages that give a date with no source, and sources checked more than twelve months ago.`,
      validation: { length: { min } },
      itemLabel: (props) => props.fields.title.value,
    },
  );
