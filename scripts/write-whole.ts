import { renameSync, writeFileSync } from "node:fs";

/**
 * Writes a file beside its place and renames it over the old one, so a reader never sees half of
 * it: the build's records live in content/, which the unit tests read while the build runs.
 */
export function writeWhole(file: string, text: string): void {
  writeFileSync(`${file}.new`, text);
  renameSync(`${file}.new`, file);
}
