import { fields } from "@keystatic/core";
import { australianStates, regulatedActivities } from "../authority-shapes";
import { choice } from "./choice-field";

/**
 * The regulated work a page offers (carrying liquid, hazardous, clinical, trackable or regulated
 * waste; treating or disposing of it; installing equipment that needs a licensed trade), and in
 * which states. The page then shows who does it, from the register: the company's authority, a
 * named partner with its own, or how the work is arranged (app/content/regulated.ts).
 */
export const regulatedWorkField = () =>
  fields.array(
    fields.object({
      activity: choice({ label: "Regulated work", options: regulatedActivities }),
      states: fields.multiselect({ label: "States this page offers it in", options: australianStates }),
    }),
    {
      label: "Regulated work this page offers",
      description:
        "Each kind of work that needs an authority from the state. The page names who does it from the register; never write that anyone is licensed.",
      itemLabel: (props) => `${props.fields.activity.value} (${props.fields.states.value.join(", ")})`,
    },
  );
