import type {
  AboutContent,
  CityContent,
  HomeContent,
  HubContent,
  PrivacyContent,
  ThankYouContent,
  TopicContent,
} from "./types";
import { fillAllTokens } from "./text";

/**
 * All page content, gathered at build time. Only loaders import this module, so the words of
 * every page stay out of the client bundles; each page receives its own words as route data.
 */
const topics = import.meta.glob<TopicContent>(
  ["./services/*.ts", "./waste/*.ts", "./recycling/*.ts", "./industries/*.ts", "./business/*.ts"],
  { eager: true, import: "default" },
);
const cities = import.meta.glob<CityContent>("./cities/*.ts", { eager: true, import: "default" });
const hubs = import.meta.glob<HubContent>("./hubs/*.ts", { eager: true, import: "default" });
const singles = import.meta.glob("./pages/*.ts", { eager: true, import: "default" });

function byPath<T extends { path: string }>(modules: Record<string, T>): Map<string, T> {
  return new Map(Object.values(modules).map((content) => [content.path, fillAllTokens(content)]));
}

const topicByPath = byPath(topics);
const cityByPath = byPath(cities);
const hubByPath = byPath(hubs);

export const topicContent = (path: string) => topicByPath.get(path);
export const cityContent = (path: string) => cityByPath.get(path);
export const hubContent = (path: string) => hubByPath.get(path);

function single<T>(name: string): T | undefined {
  const content = singles[`./pages/${name}.ts`] as T | undefined;
  return content && fillAllTokens(content);
}

export const homeContent = () => single<HomeContent>("home");
export const aboutContent = () => single<AboutContent>("about");
export const privacyContent = () => single<PrivacyContent>("privacy");
export const accessibilityContent = () => single<PrivacyContent>("accessibility");

/** The document page template's content, by path: policies, and the plain-English terms of service. */
const documents: Record<string, string> = {
  "/privacy-policy": "privacy",
  "/accessibility": "accessibility",
  "/fees-and-charges": "fees-and-charges",
  "/service-agreement": "service-agreement",
};
export function documentContent(path: string): PrivacyContent | undefined {
  const name = documents[path];
  return name ? single<PrivacyContent>(name) : undefined;
}
export const thankYouContent = () => single<ThankYouContent>("thank-you");

/** Every content object, for the content checks. */
export const allContent = () => ({
  topics: [...topicByPath.values()],
  cities: [...cityByPath.values()],
  hubs: [...hubByPath.values()],
});
