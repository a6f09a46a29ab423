import { fields, singleton } from "@keystatic/core";
import { choice } from "./choice-field";
import { citedMessage, citedText } from "../../content/limits";

/**
 * The register of what the company holds (content/register.json). A page claims a licence, permit,
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
        expires: fields.date({
          label: "Expires",
          description: "Leave empty if it does not expire. From this day the site claims it nowhere.",
        }),
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
      }),
      {
        label: "Social accounts",
        description: "The footer links to each. Empty means the footer shows none.",
        itemLabel: (props) => props.fields.network.value,
      },
    ),
    overseasRecipients: fields.array(
      fields.object({
        country: entry("Country"),
        what: entry(
          "What goes there, and to whom",
          "Such as enquiry emails, held by our email provider.",
          true,
        ),
      }),
      {
        label: "Overseas recipients of personal information",
        description:
          "Each country personal information is sent to or stored in (Australian Privacy Principle 1.4(g)). The privacy policy names them through {overseasRecipients}; empty means it goes nowhere overseas.",
        itemLabel: (props) => props.fields.country.value,
      },
    ),
  },
});
