/**
 * The record of published terms versions' words (app/content/terms-record-limits.ts):
 *
 *   npm run terms:record   adds every terms version not yet recorded to content/published-terms.yaml
 *
 * `npm run build` runs it as its last step, after the content passed every check; commit the file
 * with the release. The build then refuses a later edit of a recorded version's words.
 */
import { readFileSync } from "node:fs";
import { dump } from "js-yaml";
import { content } from "../app/content/index.server";
import { type RecordedTerms, recordedTerms, termsRecordFile } from "../app/content/terms-record-limits";
import { parseYaml } from "../app/content/yaml";
import { writeWhole } from "./write-whole";

const { termsVersions } = content();
const stored = parseYaml(readFileSync(termsRecordFile, "utf8"), termsRecordFile) as {
  versions?: RecordedTerms[];
} | null;
const before = stored?.versions ?? [];
const after = recordedTerms(before, [...termsVersions.values()].flat());
if (after.length !== before.length) {
  writeWhole(termsRecordFile, dump({ versions: after }));
  console.log(
    `Recorded ${after.length - before.length} newly published terms version(s) in ${termsRecordFile}.`,
  );
}
