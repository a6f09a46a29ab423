import { collection, fields } from "@keystatic/core";
import { pageLimits } from "../limits";
import { complianceStatements } from "./compliance";
import { written } from "./fields";
import { iconField } from "./icon";
import { bodyParagraphs, faqs, lead, pageFields, pageFolder } from "./page-fields";
import type { Pickers } from "./page-picker";
import { regulatedWorkField } from "./regulated-work";

/**
 * A hub's words: its overview and guidance around the cards of the pages under it. The folder of
 * hubs and the industries hub (a fixed page without search metadata) share them.
 */
export const hubWords = (pick: Pickers) => ({
  icon: iconField(),
  lead: lead(),
  overview: bodyParagraphs("Overview", undefined, pageLimits.overviewParagraphsMin),
  guidance: fields.object(
    {
      heading: fields.text({ label: "Heading", validation: written }),
      paragraphs: bodyParagraphs("Paragraphs"),
      // A rule a hub states (a permit, a duty) sits here with its source, never in the paragraphs.
      statements: complianceStatements("Rules, each with its source (optional)", 0),
    },
    { label: "Guidance under the cards" },
  ),
  regulatedWork: regulatedWorkField(),
  faqs: faqs(pick, 0, "Optional on hubs."),
  related: pick.relatedPages,
});

/** The hubs, one file each: a page of cards for the pages under it. */
export const hubs = (pick: Pickers) =>
  collection({
    ...pageFolder("Hubs", "hubs"),
    schema: { ...pageFields(pick.pages, "hubs", pick.linksTo), ...hubWords(pick) },
  });
