import { fields, singleton } from "@keystatic/core";
import { choice } from "./choice-field";
import { withCheck } from "./checked-field";
import { dateInWords } from "./date-in-words";
import { saveWalk } from "./save-walk";
import { abnProblem, acnProblem, heldFor, statesBeyondIssuer } from "../register-limits";
import { citedMessage, citedText } from "../limits";
import {
  australianStates,
  partnerRoles,
  optionalServices,
  processorKinds,
  regulatedActivities,
} from "../authority-shapes";

/**
 * The register of what the company holds (content/register.json): its authorities for regulated
 * work and the partners who do that work with theirs, where personal information is held, and
 * the company's facts the launch check asks for. A page claims a licence, permit,
 * certification, accreditation or a service area only through the tokens that read it
 * ({licences}, {certifications}, {cities}, {serviceArea}: app/content/register.ts), and the footer,
 * the privacy policy and the search engines' description read it directly. Empty means none: an
 * empty list claims nothing, an empty ABN is not shown. Its own words are the claims, so they are
 * held only to having no placeholder (every other field refuses a claim in plain words).
 */
const entry = (label: string, description?: string, multiline = false) =>
  fields.text({
    label,
    description,
    multiline,
    validation: {
      isRequired: true,
      length: { min: 1, max: 200 },
      pattern: { regex: citedText, message: citedMessage },
    },
  });

const digits = (
  label: string,
  count: number,
  description: string,
  problem: (value: string) => string | undefined,
) =>
  withCheck(
    fields.text({
      label,
      description,
      validation: {
        pattern: {
          regex: new RegExp(`^(?:|(?:\\d ?){${count - 1}}\\d)$`),
          message: `Empty, or the ${count} digits (spaces allowed)`,
        },
      },
    }),
    problem,
  );

const states = (label: string, description: string) =>
  fields.multiselect({ label, description, options: australianStates });

const expiry = () =>
  dateInWords(
    fields.date({
      label: "Expires",
      description: "Leave empty if it does not expire. From this day the site claims it nowhere.",
    }),
  );

/** The authority itself, as the document names it: the company's own or a partner's. */
const authorityFields = {
  document: entry(
    "What it is",
    "As the issuer names it, such as A10b registration or Environmental authority (ERA 57).",
  ),
  issuer: entry(
    "Issued by",
    "Such as EPA Victoria, NSW EPA or the Queensland Department of the Environment.",
  ),
  number: entry("Number", "As printed on the document."),
  covers: entry("What it covers", "The waste, vehicles, sites or activities it covers.", true),
  states: states("States", "Each state where it lets the holder do the work."),
  expires: expiry(),
};

/**
 * An authority's label, with what is wrong with its states for its issuer: Keystatic hands a field
 * only its own value, so the list's label (handed the whole item) says it as staff edit, and the
 * build, which the development editor's Save runs, refuses it (app/content/load.ts).
 */
const withStatesProblem = (
  label: string,
  item: { issuer: { value: string }; states: { value: readonly string[] } },
) => {
  const problem = statesBeyondIssuer({ issuer: item.issuer.value, states: item.states.value });
  return problem ? `${label}: ${problem}` : label;
};

/** An authority's issuer or states, in the list the save found it in. */
type Noted = { list: string; key: "issuer" | "states"; value: unknown };

/**
 * At Save, in either storage, each authority's states against its issuer's jurisdiction
 * (save-walk.tsx): the label says it while staff edit, and the walk refuses the save.
 */
const issuerWalk = saveWalk<Noted>("authorityStates", (noted) => {
  const items: { list: string; issuer: string; states: readonly string[] }[] = [];
  for (const { list, key, value } of noted)
    if (key === "issuer") items.push({ list, issuer: String(value ?? ""), states: [] });
    else if (items.at(-1)?.list === list)
      items.at(-1)!.states = Array.isArray(value) ? value.map(String) : [];
  return items.flatMap((item, index) => {
    const message = statesBeyondIssuer(item);
    const nth = items.slice(0, index).filter((other) => other.list === item.list).length + 1;
    return message ? [{ where: [item.list, `item ${nth}`, "States"], message, list: item.list }] : [];
  });
});

/** The authority's fields, noting issuer and states on the save's walk for `list`. */
const walkedAuthority = (list: string) => ({
  ...authorityFields,
  issuer: issuerWalk.noting(authorityFields.issuer, (value) => ({ list, key: "issuer", value })),
  states: issuerWalk.noting(authorityFields.states, (value) => ({ list, key: "states", value })),
});

const ownList = "Regulated work we do ourselves: our own permits and licences";
const partnerList = "Regulated work others do for us: partners and their permits";

/** A host name as a configuration holds it, such as smtp.example.net: no scheme, no path. */
const hostPattern = /^(?:|(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,63})$/;

/** A profile's address on its network: the network's own home page is not the company's account. */
const profilePattern =
  /^https:\/\/(?:www\.)?(?:facebook\.com|linkedin\.com|instagram\.com)\/[^\s?#/][^\s?#]*$/;

export const registerSingleton = singleton({
  label: "Register of what we hold",
  path: "content/register",
  format: { data: "json" },
  schema: {
    authorityStatesStart: issuerWalk.start,
    serviceCities: fields.array(entry("City"), {
      label: "Cities served",
      description:
        "The home page heading, the tagline and the search engines' description name these through {cities}.",
      validation: { length: { min: 1 } },
      itemLabel: (props) => props.value,
    }),
    serviceStates: states(
      "States served",
      "The states of the cities above. The launch check asks for an authority or a partner for every regulated activity a page offers in each of them.",
    ),
    serviceAreaNote: entry("Service area, in a sentence", "Pages show it wherever they say {serviceArea}."),
    abn: digits(
      "ABN",
      11,
      "The Australian Business Number, as ABN Lookup shows it. Save checks its check digits; the footer shows it once entered.",
      abnProblem,
    ),
    acn: digits(
      "ACN",
      9,
      "The Australian Company Number, as ASIC's record shows it. Save checks its check digit; the footer shows it once entered.",
      acnProblem,
    ),
    authorities: fields.array(
      fields.object({
        activity: choice({ label: "Regulated work it covers", options: regulatedActivities }),
        ...walkedAuthority(ownList),
      }),
      {
        label: ownList,
        description:
          "Only where the company itself does the work (our own tankers, drivers or technicians), with its own permit, licence, registration or environmental authority in hand. Pages offering that work in its states say the company does it under this. Work a partner does for us goes in the next list.",
        itemLabel: (props) =>
          withStatesProblem(`${props.fields.document.value} ${props.fields.number.value}`, props.fields),
      },
    ),
    partners: fields.array(
      fields.object({
        role: choice({ label: "Role", options: partnerRoles }),
        name: entry("Partner's name", "The business as its authority names it."),
        ...walkedAuthority(partnerList),
      }),
      {
        label: partnerList,
        description:
          "The carriers, facilities, trades and pest managers who do regulated work for our customers, each with its own permit or licence. Pages offering that work in its states name the partner and its document.",
        itemLabel: (props) =>
          withStatesProblem(`${props.fields.name.value} (${props.fields.role.value})`, props.fields),
      },
    ),
    holdings: fields.array(
      fields.object({
        kind: choice({
          label: "Kind",
          description:
            "{licences} names licences and permits; {certifications} names certifications and accreditations.",
          options: [
            { label: "Licence", value: "licence" },
            { label: "Permit", value: "permit" },
            { label: "Certification", value: "certification" },
            { label: "Accreditation", value: "accreditation" },
          ],
        }),
        name: entry("What it is", "As the issuer names it, such as Waste transport permit."),
        issuer: entry("Issued by", "Such as EPA Victoria."),
        number: entry("Number", "As printed on the document."),
        covers: entry("What it covers", "The waste, vehicles, sites or activities it covers.", true),
        expires: expiry(),
      }),
      {
        label: "Other licences, certifications and accreditations we hold",
        description:
          "Documents pages may mention in passing, such as an ISO 14001 certification: pages name them where they say {licences} or {certifications}. A permit for regulated work goes in one of the two lists above instead, so pages can say who does the work. Only what the company holds today, with the document in hand; empty means none.",
        itemLabel: (props) => `${props.fields.name.value} (${props.fields.issuer.value})`,
      },
    ),
    social: fields.array(
      fields.object({
        network: choice({
          label: "Network (chooses the icon)",
          options: [
            { label: "Facebook", value: "Facebook" },
            { label: "LinkedIn", value: "LinkedIn" },
            { label: "Instagram", value: "Instagram" },
          ],
        }),
        url: fields.text({
          label: "The company's account",
          description:
            "Its page on the network, such as https://www.linkedin.com/company/<name>; not the network's home page.",
          validation: {
            isRequired: true,
            pattern: {
              regex: profilePattern,
              message: "The company's own page on Facebook, LinkedIn or Instagram (https://…/<name>)",
            },
          },
        }),
        confirmed: fields.checkbox({
          label: "Confirmed: staff have signed in to this account and it is the company's",
          description:
            "Only confirmed accounts are linked in the footer and named to search engines; the launch check lists the others.",
        }),
      }),
      {
        label: "Social accounts",
        description: "The footer links to each confirmed one. Empty means the footer shows none.",
        itemLabel: (props) => props.fields.network.value,
      },
    ),
    processors: fields.array(
      fields.object({
        kind: choice({ label: "What it does", options: processorKinds }),
        name: entry("Provider", "Such as the hosting company or the email provider."),
        host: fields.text({
          label: "Host name",
          description:
            "The name of the server the website sends this service's data to, such as smtp.provider.net, or the name in the customer portal's Log In address (portal.provider.com). Your web team can read it from the site's settings. Leave it empty for a service the website never connects to, such as billing or call recording.",
          validation: {
            pattern: { regex: hostPattern, message: "A host name such as smtp.provider.net, or empty" },
          },
        }),
        country: entry(
          "Country",
          'Where it holds the data, such as Australia or United States. The privacy policy reads "recipients in the United States".',
        ),
        what: entry(
          "What it holds",
          "As it reads in the privacy policy's sentence, after the provider's name: \"held for us by Provider (enquiry emails, Australia)\". The list below shows each service's words as the policy will read them.",
          true,
        ),
      }),
      {
        label: "Where personal information is held",
        description:
          "Every service that holds personal information for the company (hosting, email, the enquiry system, backups, analytics if any), with its country (Australian Privacy Principle 1.4(g)). The privacy policy names them through {overseasRecipients}.",
        // The item as the privacy policy's sentence will read it.
        itemLabel: (props) =>
          heldFor({
            name: props.fields.name.value,
            what: props.fields.what.value,
            country: props.fields.country.value,
          }),
      },
    ),
    servicesNotUsed: fields.multiselect({
      label: "Services we do not use",
      description:
        "The launch check asks for a service of each kind above (billing, the customer portal, call recordings, payments among them); tick a kind the company does not have at all.",
      options: optionalServices,
    }),
    authorityStatesEnd: issuerWalk.end,
  },
});
