/**
 * The record of published addresses (docs/decisions/0015-published-addresses-kept.md):
 *
 *   npm run addresses:record   adds every address the content now has to content/published-addresses.yaml
 *
 * `npm run build` runs it as its last step, after the content passed every check, so each release
 * records what it published; commit the file with the release. The build refuses a later change
 * that leaves a recorded address with no page and no moved page, naming the address.
 */
import { readFileSync } from "node:fs";
import { dump } from "js-yaml";
import { addressFiles, postAddress, recordedAddresses } from "../app/content/address-limits";
import { readContentFiles } from "../app/content/files.server";
import { content } from "../app/content/index.server";
import { parseYaml } from "../app/content/yaml";
import { writeWhole } from "./write-whole";

const { files } = content();
const live = [...files.keys(), ...readContentFiles().flatMap(({ file }) => postAddress(file) ?? [])];
const stored = parseYaml(readFileSync(addressFiles.published, "utf8"), addressFiles.published) as {
  addresses?: string[];
} | null;
const before = stored?.addresses ?? [];
const after = recordedAddresses(before, live);
if (after.length !== before.length) {
  writeWhole(addressFiles.published, dump({ addresses: after }));
  console.log(
    `Recorded ${after.length - before.length} newly published address(es) in ${addressFiles.published}.`,
  );
}
