import { type PageType, getPage, pagesOfType } from "~/site/pages";
import type { ServiceGroup } from "./services";

/** Service, waste-stream and material pages, grouped under their hub page's name. */
const families: { type: PageType; hub: string }[] = [
  { type: "service", hub: "/services" },
  { type: "waste", hub: "/waste-management" },
  { type: "material", hub: "/recycling" },
];

export function serviceGroups(): ServiceGroup[] {
  return families.map(({ type, hub }) => ({
    label: getPage(hub).name,
    choices: pagesOfType(type).map((page) => ({
      value: page.path.split("/").pop() ?? page.path,
      label: page.name,
    })),
  }));
}
