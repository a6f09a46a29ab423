import { fields } from "@keystatic/core";
import { STATES } from "../australian-states";
import { REQUEST_KINDS, type RequestKind } from "../request-kinds";
import { calendarDate, paragraph, written } from "./fields";
import { choice } from "./choice-field";
import { iconField } from "./icon";
import { heading, sentence } from "./template-words";

const postcode = (label: string) =>
  fields.text({
    label,
    validation: { isRequired: true, pattern: { regex: /^\d{4}$/, message: "Four digits, such as 4000" } },
  });

/** A request kind's words: its name, what it is for, and what happens once it is sent. */
const kindWords = (label: string) =>
  fields.object(
    {
      name: heading("Name", "The form's heading and the link to it, such as Report a missed collection."),
      summary: sentence("What it is for", "Under the link on the customer service page."),
      nextSteps: fields.text({
        label: "What happens next",
        description:
          "The company's own promise for this request (leave the bin out, when to expect the return visit, whether it is charged and where the charge is set out). Left empty, the page says what the team will do instead and the launch check lists it as a fact to supply.",
        multiline: true,
      }),
    },
    { label },
  );

const KIND_LABELS: Record<RequestKind, string> = {
  missedCollection: "Missed collection",
  extraCollection: "Extra collection",
  binProblem: "Bin damaged, missing or stolen",
  serviceChange: "Change of service",
};

/**
 * The customer service page's words and the rules its requests follow: the cut-off time, the
 * reporting window in business days, the local holidays the holiday library lacks, and each
 * request kind's words. A rule that would break a form (a window of no days) is refused at Save.
 */
export const customerServiceWords = () => ({
  icon: iconField(),
  lead: paragraph("Lead"),
  emergencyHeading: heading("Heading above what is not a request (an emergency)"),
  requestsHeading: heading("Heading above the requests"),
  cutOff: fields.text({
    label: "Cut-off time on the collection day",
    description:
      "The time, 24-hour HH:MM in the site's own time, by which bins must be out. Empty until the company has set it: the form then asks whether the bins were out the night before, and the launch check lists it.",
    validation: {
      pattern: { regex: /^$|^([01]\d|2[0-3]):[0-5]\d$/, message: "24-hour time such as 06:00, or empty" },
    },
  }),
  reportWithin: fields.integer({
    label: "Business days to report a missed collection",
    description:
      "Counted after the day it was due, in the site's state, skipping weekends and public holidays.",
    validation: { isRequired: true, min: 1, max: 10 },
  }),
  localHolidays: fields.array(
    fields.object({
      name: fields.text({ label: "Name", validation: written }),
      state: choice({ label: "State", options: STATES.map((s) => ({ label: s, value: s })) }),
      ranges: fields.array(fields.object({ from: postcode("From postcode"), to: postcode("To postcode") }), {
        label: "Postcodes it covers",
        validation: { length: { min: 1 } },
        itemLabel: (props) => `${props.fields.from.value} to ${props.fields.to.value}`,
      }),
      dates: fields.array(calendarDate(fields.date({ label: "Date", validation: { isRequired: true } })), {
        label: "Its date each year",
        description: "Add next year's date once it is announced: the launch check names a year without one.",
        itemLabel: (props) => props.value ?? "",
      }),
    }),
    {
      label: "Local holidays the holiday library lacks",
      description: "Such as the Royal Queensland Show holiday, kept in the Brisbane City Council area only.",
      itemLabel: (props) => props.fields.name.value,
    },
  ),
  kinds: fields.object(
    Object.fromEntries(REQUEST_KINDS.map((kind) => [kind, kindWords(KIND_LABELS[kind])])) as Record<
      RequestKind,
      ReturnType<typeof kindWords>
    >,
    { label: "Requests" },
  ),
  nextStepsUnset: paragraph("What happens next, until the company has said"),
  tooEarly: sentence("Missed collection reported before the cut-off", "", ["time"]),
  tooLate: sentence("Missed collection reported after the window", "", ["days", "last"]),
  outsideArea: sentence("A site outside the service areas"),
  notSent: heading(
    "Above a request that was not sent",
    "The heading of the box at the top of the form when a request could not be taken at all (too many tries, a fault).",
  ),
  thanksHeading: heading("The thank-you page's heading after a request"),
  thanksLead: paragraph("The thank-you page's lead after a request"),
  urgent: paragraph("Urgent help, on the thank-you page after a request"),
});
