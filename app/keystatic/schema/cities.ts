import { collection, fields } from "@keystatic/core";
import { pageLimits } from "../../content/limits";
import { complianceStatements } from "./compliance";
import { regulatedWorkField } from "./regulated-work";
import { items, paragraph, steps, written } from "./fields";
import { bodyParagraphs, faqs, lead, pageFields, pageFolder } from "./page-fields";
import type { Pickers } from "./page-picker";

/**
 * A city page: the areas served, the state's regulator and its rules (so at least one source),
 * local service notes and the services most asked for there.
 */
export const cities = (pick: Pickers) =>
  collection({
    ...pageFolder("Cities", "cities"),
    schema: {
      ...pageFields(pick.pages, "cities"),
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
          statements: complianceStatements("Statements"),
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
