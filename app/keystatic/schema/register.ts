import { fields, singleton } from "@keystatic/core";
import { choice } from "./choice-field";
import { citedMessage, citedText } from "../../content/limits";
import {
  australianStates,
  partnerRoles,
  processorKinds,
  regulatedActivities,
} from "../../content/authority-shapes";

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

const digits = (label: string, count: number, description: string) =>
  fields.text({
    label,
    description,
    validation: {
      pattern: {
        regex: new RegExp(`^(?:|(?:\\d ?){${count - 1}}\\d)$`),
        message: `Empty, or the ${count} digits (spaces allowed)`,
      },
    },
  });

const states = (label: string, description: string) =>
  fields.multiselect({ label, description, options: australianStates });

const expiry = () =>
  fields.date({
    label: "Expires",
    description: "Leave empty if it does not expire. From this day the site claims it nowhere.",
  });

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
        label: "Licences, permits, certifications and accreditations",
        description:
          "Only what the company holds today, with the document in hand. Empty means none, and the pages then say what the law requires instead.",
        itemLabel: (props) => `${props.fields.name.value} (${props.fields.issuer.value})`,
      },
    ),
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
    authorities: fields.array(
      fields.object({
        activity: choice({ label: "Regulated work it covers", options: regulatedActivities }),
        ...authorityFields,
      }),
      {
        label: "Our own authorities for regulated work",
        description:
          "Each permit, licence, registration or environmental authority the company itself holds to carry, treat or install, with the document in hand. Pages offering that work in its states say the company does it under this.",
        itemLabel: (props) => `${props.fields.document.value} ${props.fields.number.value}`,
      },
    ),
    partners: fields.array(
      fields.object({
        role: choice({ label: "Role", options: partnerRoles }),
        name: entry("Partner's name", "The business as its authority names it."),
        ...authorityFields,
      }),
      {
        label: "Partners who do regulated work for us",
        description:
          "Carriers, facilities and trades the company uses, each with its own authority. Pages offering that work in its states name the partner and its authority.",
        itemLabel: (props) => `${props.fields.name.value} (${props.fields.role.value})`,
      },
    ),
    serviceAreaNote: entry("Service area, in a sentence", "Pages show it wherever they say {serviceArea}."),
    abn: digits("ABN", 11, "The Australian Business Number; the footer shows it once entered."),
    acn: digits("ACN", 9, "The Australian Company Number; the footer shows it once entered."),
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
            "The host the site's settings name for it (SMTP_URL's, the webhook's, DATABASE_URL's), such as smtp.provider.net. The launch check refuses a configured host no service here declares.",
          validation: {
            pattern: { regex: hostPattern, message: "A host name such as smtp.provider.net, or empty" },
          },
        }),
        country: entry("Country", "Where it holds the data, such as Australia."),
        what: entry("What it holds", "Such as enquiry emails, or the enquiry database.", true),
      }),
      {
        label: "Where personal information is held",
        description:
          "Every service that holds personal information for the company (hosting, email, the enquiry system, backups, analytics if any), with its country (Australian Privacy Principle 1.4(g)). The privacy policy names them through {overseasRecipients}.",
        itemLabel: (props) => `${props.fields.name.value} (${props.fields.country.value})`,
      },
    ),
  },
});
