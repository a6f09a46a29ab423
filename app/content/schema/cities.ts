import { collection, fields } from "@keystatic/core";
import { pageLimits } from "../limits";
import { complianceStatements } from "./compliance";
import { entryValue, sayingValue } from "./entry-values";
import { regulatedWorkField } from "./regulated-work";
import { items, paragraph, steps, written } from "./fields";
import { bodyParagraphs, faqs, lead, pageFields, pageFolder } from "./page-fields";
import type { Pickers } from "./page-picker";

/** The key under which a city page's name is said, for its statements' check (entry-values.tsx). */
const CITY_NAME_KEY = "city.name";

/**
 * The name of the city page open in the editor, which names the state its statements speak of;
 * undefined until its field has said it.
 */
const cityName = () => (entryValue(CITY_NAME_KEY) as { name?: string } | undefined)?.name;

/**
 * A city page: the areas served, the state's regulator and its rules (so at least one source),
 * local service notes and the services most asked for there.
 */
export const cities = (pick: Pickers) => {
  const page = pageFields(pick.pages, "cities", pick.linksTo);
  return collection({
    ...pageFolder("Cities", "cities"),
    schema: {
      ...page,
      name: sayingValue(CITY_NAME_KEY, page.name),
      lead: lead(),
      intro: bodyParagraphs("Introduction", undefined, pageLimits.overviewParagraphsMin),
      areas: fields.array(
        fields.object({
          heading: fields.text({ label: "Region", validation: written }),
          text: paragraph("Text"),
          suburbs: items("Suburbs and industrial areas", undefined, 1),
        }),
        {
          label: "Areas served",
          validation: { length: { min: 1 } },
          itemLabel: (props) => props.fields.heading.value,
        },
      ),
      regulation: fields.object(
        {
          heading: fields.text({ label: "Heading", validation: written }),
          statements: complianceStatements("Statements", 1, cityName),
        },
        { label: "Regulation", description: "The state's environment regulator and its rules." },
      ),
      regulatedWork: regulatedWorkField(),
      localNotes: steps("Local service notes"),
      services: pick.pageLinks(
        "Services most asked for",
        "Service, waste and recycling pages, and their hubs.",
        ["services", "waste", "materials", "hubs"],
        1,
      ),
      faqs: faqs(pick, pageLimits.questionsMin),
      related: pick.relatedPages,
    },
  });
};
