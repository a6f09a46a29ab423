/**
 * The company's facts (shared/BRAND.md). Every page, component and test reads them from here, so a
 * real operator rebrands the whole site by editing this one file.
 */
export const site = {
  name: "Saltbush Environmental",
  shortName: "Saltbush",
  legalName: "Saltbush Environmental Pty Ltd",
  foundedYear: 2004,
  tagline: "Commercial waste management, recycling and environmental services across Australia",
  phone: { display: "1300 975 707", href: "tel:1300975707" },
  email: "hello@saltbush.example",
  address: {
    street: "27 Wattlebird Drive",
    locality: "Dandenong South",
    region: "VIC",
    postcode: "3175",
    country: "AU",
  },
  hours: "Monday to Friday, 7 am to 5 pm (AEST/AEDT)",
  serviceCities: ["Melbourne", "Sydney", "Brisbane"],
  serviceAreaNote: "Melbourne, Sydney and Brisbane, plus Dandenong and south-east Melbourne",
  /** Profile addresses are configuration; they default to the networks' home pages. */
  social: [
    { network: "Facebook", url: "https://www.facebook.com/" },
    { network: "LinkedIn", url: "https://www.linkedin.com/" },
    { network: "Instagram", url: "https://www.instagram.com/" },
  ],
  /**
   * SPEC: the Log In destination is not shown. This placeholder points at the reserved .example
   * domain; replace it with the customer portal's address when there is one.
   */
  loginUrl: "https://portal.saltbush.example/",
  defaultTitle: "Saltbush Environmental | Commercial Waste Management & Recycling",
  defaultDescription:
    "Commercial waste management, recycling and environmental services for Australian businesses and homes since 2004. Call 1300 975 707 for a quote.",
} as const;

export type Site = typeof site;

export const fullAddress = `${site.address.street}, ${site.address.locality} ${site.address.region} ${site.address.postcode}`;
