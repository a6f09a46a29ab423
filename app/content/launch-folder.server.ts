import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import type { TermsFacts } from "./launch-business";
import { type Fiction, type LaunchFacts, launchFictions } from "./launch-facts";
import { wordsOf } from "./offer-checks";
import type { RequestFacts } from "./request-facts";
import { parseYaml } from "./yaml";

/**
 * The launch check on a content folder as its files stand now: what `npm run launch-check` prints
 * (scripts/launch-check.ts) and the development editor's dashboard shows after each save. It
 * reads the files themselves, never a module that imported them, so a save shows at once.
 */
export function folderLaunchFictions(root: string, settings: LaunchFacts["settings"]): Fiction[] {
  const json = (name: string) => JSON.parse(readFileSync(join(root, name), "utf8"));
  const company = json("company.json");
  const register = json("register.json");
  const service = parseYaml(readFileSync(join(root, "pages/customer-service.yaml"), "utf8")) as {
    kinds: RequestFacts["kinds"];
    cutOff?: string;
    localHolidays?: RequestFacts["localHolidays"];
  };
  return launchFictions({
    company,
    register,
    pages: pageFiles(root),
    terms: termsFacts(root),
    settings,
    requests: {
      routes: company.requestRoutes ?? [],
      account: company.accountNumber,
      states: register.serviceStates,
      kinds: service.kinds,
      cutOff: service.cutOff,
      localHolidays: service.localHolidays ?? [],
      year: new Date().getFullYear(),
    },
  });
}

const yamlIn = (folder: string) => {
  try {
    return readdirSync(folder).filter((name) => name.endsWith(".yaml"));
  } catch {
    return [];
  }
};

/** The page folders whose files may declare regulated work, and the fixed pages, with their words. */
function pageFiles(root: string): LaunchFacts["pages"] {
  const folders = ["services", "waste", "materials", "industries", "business", "cities", "hubs", "pages"];
  return folders.flatMap((folder) =>
    yamlIn(join(root, folder)).map((name) => {
      const full = join(root, folder, name);
      const data = parseYaml(readFileSync(full, "utf8")) as { name?: unknown; regulatedWork?: unknown } | null;
      return {
        file: `content/${relative(root, full)}`,
        name: typeof data?.name === "string" ? data.name : undefined,
        regulatedWork: (data?.regulatedWork ?? []) as LaunchFacts["pages"][number]["regulatedWork"],
        texts: wordsOf(data),
      };
    }),
  );
}

/** The published terms versions and the record of their words when published. */
function termsFacts(root: string): TermsFacts {
  const versions = yamlIn(join(root, "terms")).map((name) => ({
    file: `content/terms/${name}`,
    version: parseYaml(readFileSync(join(root, "terms", name), "utf8")) as TermsFacts["versions"][number]["version"],
  }));
  let recorded: TermsFacts["recorded"] = [];
  try {
    const record = parseYaml(readFileSync(join(root, "published-terms.yaml"), "utf8")) as {
      versions?: TermsFacts["recorded"];
    } | null;
    recorded = record?.versions ?? [];
  } catch {
    recorded = [];
  }
  return { versions, recorded };
}
