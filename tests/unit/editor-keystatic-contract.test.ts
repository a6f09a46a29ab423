import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * The editor's helpers lean on three things Keystatic 0.6.9 draws but does not publish (decision
 * 0010: a list's grid and rows, the Save button while it writes, the panels' ids); the editor's
 * browser tests check each. This fails on any other version, so that an upgrade reads that list
 * and runs those tests before it lands.
 */
describe("the Keystatic the editor's helpers were checked against", () => {
  it("is 0.6.9, the version decision 0010 lists their dependences for", () => {
    const installed = JSON.parse(readFileSync("node_modules/@keystatic/core/package.json", "utf8")) as {
      version: string;
    };
    const decision = readFileSync("docs/decisions/0010-content-files-and-editor.md", "utf8");
    expect(decision).toContain(`checked against \`@keystatic/core\` ${installed.version}`);
    expect(installed.version).toBe("0.6.9");
  });
});
