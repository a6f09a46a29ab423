/** The shapes of the site's words, as templates and blocks receive them (defined by app/content/schema.ts). */
export type {
  AboutContent,
  BusinessSize,
  CityContent,
  Faq,
  HomeContent,
  HubContent,
  OptionRow,
  OptionTable,
  PrivacyContent,
  Section,
  Source,
  Step,
  ThankYouContent,
  TopicContent,
} from "./schema";
