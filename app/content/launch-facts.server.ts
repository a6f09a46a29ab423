import { allContent, customerServiceContent } from "./index.server";
import { company } from "./company";
import { type Fiction, launchFictions } from "./launch-facts";
import { register } from "./register";
import { wordsOf } from "./offer-checks";

/**
 * The launch check on the content this server runs and the settings it runs with, for the
 * editor's dashboard: the same list `npm run launch-check` prints (scripts/launch-check.ts).
 */
export function siteLaunchFictions(): Fiction[] {
  const { topics, cities, hubs } = allContent();
  const pages = [...topics, ...cities, ...hubs].map((page) => ({
    file: page.path,
    regulatedWork: page.regulatedWork ?? [],
    texts: wordsOf(page),
  }));
  const service = customerServiceContent();
  const requests = service && {
    routes: company.requestRoutes,
    states: register.serviceStates,
    kinds: service.kinds,
    cutOff: service.cutOff,
    localHolidays: service.localHolidays,
    year: new Date().getFullYear(),
  };
  return launchFictions({ company, register, pages, settings: process.env, requests });
}
