import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { caretRanges, nodeVersionProblem } from "../../server/supported-node.js";

const range = JSON.parse(readFileSync("package.json", "utf8")).engines.node as string;

describe("the running Node.js is checked against package.json's engines", () => {
  it("passes the lowest version of each supported line and a later one on the same line", () => {
    for (const [major, minor, patch] of caretRanges(range)) {
      expect(nodeVersionProblem(`v${major}.${minor}.${patch}`, range)).toBeNull();
      expect(nodeVersionProblem(`${major}.${minor}.${(patch ?? 0) + 1}`, range)).toBeNull();
      expect(nodeVersionProblem(`${major}.${(minor ?? 0) + 1}.0`, range)).toBeNull();
    }
  });

  it("refuses an older Node with one sentence naming the running version, the supported ones and how to switch", () => {
    const problem = nodeVersionProblem("v20.20.2", range);
    expect(problem).toContain("Node.js 20.20.2");
    for (const [major, minor, patch] of caretRanges(range))
      expect(problem).toContain(`${major}.${minor}.${patch} or later on the ${major} line`);
    expect(problem).toMatch(/nvm use/);
    expect(problem?.match(/[.!?](\s|$)/g)).toHaveLength(1);
  });

  it("refuses a version just below a supported line's lowest, and the next major line", () => {
    expect(nodeVersionProblem("22.22.1", "^22.22.2 || ^24.15.0")).not.toBeNull();
    expect(nodeVersionProblem("24.14.9", "^22.22.2 || ^24.15.0")).not.toBeNull();
    expect(nodeVersionProblem("25.0.0", "^22.22.2 || ^24.15.0")).not.toBeNull();
    expect(nodeVersionProblem("24.15.0", "^22.22.2 || ^24.15.0")).toBeNull();
  });

  it("refuses to guess at a range written in another syntax", () => {
    expect(() => nodeVersionProblem("24.0.0", ">=22")).toThrow(/MAJOR\.MINOR\.PATCH/);
  });
});
