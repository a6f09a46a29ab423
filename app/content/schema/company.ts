import { fields, singleton } from "@keystatic/core";
import { emailPattern, pageLimits } from "../limits";
import { choice } from "./choice-field";
import { https, written } from "./fields";
import { year } from "./year-field";
import { REQUEST_KINDS, type RequestKind } from "../request-kinds";
import { STATES } from "../australian-states";
import { accountPatternProblem } from "../account-number";
import { withCheck } from "./checked-field";

const states = STATES;

const KIND_NAMES: Record<RequestKind, string> = {
  missedCollection: "Missed collection",
  extraCollection: "Extra collection",
  binProblem: "Bin damaged, missing or stolen",
  serviceChange: "Change of service",
};

/**
 * Which team's mailbox each kind of customer request goes to, for sites in each state. A request
 * with no route here goes to the enquiries' address (ENQUIRY_TO); a route without an address is
 * refused at Save, and the launch check names every route still on an example address.
 */
const requestRoutes = () =>
  fields.array(
    fields.object({
      kind: choice({
        label: "Request",
        options: REQUEST_KINDS.map((kind) => ({ label: KIND_NAMES[kind], value: kind })),
      }),
      state: choice({ label: "Site's state", options: states.map((s) => ({ label: s, value: s })) }),
      email: fields.text({
        label: "Team's email",
        validation: {
          isRequired: true,
          pattern: { regex: emailPattern, message: "An email address, such as name@example.com.au" },
        },
      }),
    }),
    {
      label: "Where customers' requests go",
      itemLabel: (props) =>
        `${props.fields.kind.value} in ${props.fields.state.value}: ${props.fields.email.value}`,
    },
  );

/**
 * The form of a customer's account number, which the request forms check a number against and
 * show beside the field. A pattern that cannot be read is refused at Save.
 */
const accountNumber = () =>
  fields.object(
    {
      pattern: withCheck(
        fields.text({
          label: "Pattern",
          description:
            "The whole number as a regular expression: [0-9] is a digit, [A-Z] a letter, {6} repeats the part before it six times, anything else is itself. C[0-9]{6} is a C then six digits. Letters match in either case.",
          validation: { isRequired: true, length: { max: 100 } },
        }),
        (value) => accountPatternProblem(value),
      ),
      example: fields.text({
        label: "Example",
        description: "A number of that form as invoices print it, shown beside the field, such as C104233.",
        validation: { isRequired: true, length: { max: 20 } },
      }),
    },
    {
      label: "Customers' account numbers",
      description:
        "The form every account number has. Customers who do not know theirs give their business name instead.",
    },
  );

/** The postal address, as the footer, the contact page and the search engines' data show it. */
const address = () =>
  fields.object(
    {
      street: fields.text({ label: "Street", validation: written }),
      locality: fields.text({ label: "Suburb", validation: written }),
      region: choice({
        label: "State or territory",
        options: states.map((s) => ({ label: s, value: s })),
      }),
      postcode: fields.text({
        label: "Postcode",
        validation: { isRequired: true, pattern: { regex: /^\d{4}$/, message: "Four digits, such as 3175" } },
      }),
      country: choice({
        label: "Country",
        options: [{ label: "Australia", value: "AU" as const }],
      }),
    },
    { label: "Address" },
  );

/** The facts the launch check asks staff to confirm, since nothing else can tell a real one from an example. */
export const confirmableFacts = [
  { label: "Year founded", value: "foundedYear" },
  { label: "Street address", value: "address" },
  { label: "Opening hours (both)", value: "hours" },
] as const;

const weekDays = [
  { label: "Monday", value: "Mo" },
  { label: "Tuesday", value: "Tu" },
  { label: "Wednesday", value: "We" },
  { label: "Thursday", value: "Th" },
  { label: "Friday", value: "Fr" },
  { label: "Saturday", value: "Sa" },
  { label: "Sunday", value: "Su" },
] as const;

const clock = (label: string) =>
  fields.text({
    label,
    description: "24-hour time, such as 07:00 or 17:30.",
    validation: {
      isRequired: true,
      pattern: { regex: /^(?:[01]\d|2[0-3]):[0-5]\d$/, message: "A 24-hour time such as 07:00 or 17:30" },
    },
  });

/** The opening hours as search engines read them: days with the same hours, each as one row. */
const openingHours = () =>
  fields.array(
    fields.object({
      days: fields.multiselect({ label: "Days", options: weekDays }),
      opens: clock("Opens"),
      closes: clock("Closes"),
    }),
    {
      label: "Opening hours, for search engines",
      description:
        "The same hours as above, one row for the days that share them (Monday to Friday, 07:00 to 17:00). Search engines show these; the times are the head office's local time.",
      validation: { length: { min: 1 } },
      itemLabel: (props) =>
        `${props.fields.days.value.join(", ")}: ${props.fields.opens.value} to ${props.fields.closes.value}`,
    },
  );

/**
 * The company's facts, written once: pages name them through tokens ({phone}, {founded}…), and
 * the header, footer, emails and search engines' data read them from here.
 */
export const company = () =>
  singleton({
    label: "Company facts",
    path: "content/company",
    format: { data: "json" },
    schema: {
      name: fields.text({ label: "Company name", validation: written }),
      shortName: fields.text({ label: "Short name", validation: written }),
      legalName: fields.text({ label: "Legal name", validation: written }),
      foundedYear: year({ label: "Year founded", min: 1900, max: 2100 }),
      tagline: fields.text({ label: "Tagline", validation: written }),
      phone: fields.text({
        label: "Phone",
        description:
          "Digits and spaces, as visitors should read it. Pages show it wherever they say {phone}.",
        validation: {
          isRequired: true,
          pattern: {
            regex: /^[0-9 ]{8,14}$/,
            message: "Digits and spaces only, 8 to 14, such as 03 9123 4567",
          },
        },
      }),
      email: fields.text({
        label: "Email",
        validation: {
          isRequired: true,
          pattern: { regex: emailPattern, message: "An email address, such as name@example.com.au" },
        },
      }),
      address: address(),
      hours: fields.text({
        label: "Opening hours",
        description:
          "As pages say them, such as Monday to Friday, 7 am to 5 pm (AEST/AEDT): pages show them where they say {hours}.",
        validation: written,
      }),
      openingHours: openingHours(),
      confirmed: fields.multiselect({
        label: "Confirmed by staff as the company's own",
        description:
          "Tick each fact once someone has checked it against the company's records: the launch check names every fact not yet ticked.",
        options: confirmableFacts,
      }),
      loginUrl: https("Customer Log In address"),
      accountNumber: accountNumber(),
      requestRoutes: requestRoutes(),
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
  });
