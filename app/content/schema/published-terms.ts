import { fields, singleton } from "@keystatic/core";
import { termsRecordFile } from "../terms-record-limits";

/** The record of each published terms version's words (app/content/terms-record-limits.ts): kept by the build. */
export const publishedTermsSingleton = singleton({
  label: "Published terms versions' words",
  path: termsRecordFile.replace(/\.yaml$/, ""),
  format: { data: "yaml" },
  schema: {
    versions: fields.array(
      fields.object({
        version: fields.text({ label: "Version", validation: { isRequired: true } }),
        words: fields.text({ label: "Fingerprint of its words", validation: { isRequired: true } }),
      }),
      {
        label: "Terms versions the site has published",
        description:
          "Kept by the build at each release, so a published version's words never change: publish a new version instead. Not for editing.",
        itemLabel: (props) => props.fields.version.value,
      },
    ),
  },
});
