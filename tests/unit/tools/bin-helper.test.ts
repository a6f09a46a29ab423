import { describe, expect, it } from "vitest";
import type { BinChoice } from "~/content/finder-shapes";
import { binChoices } from "~/content/finder.server";
import { findPage } from "~/site/pages";
import { answersFromParams, paramsFromAnswers, recommend, type Answers } from "~/tools/bin-helper";

/** The bins the helper picks from: the bin size guide's, read from content/finder/bins/. */
const bins = binChoices();
const picksFor = (answers: Answers, from: BinChoice[] = bins) => recommend(answers, from).picks;
const families = (answers: Answers) => picksFor(answers).map((pick) => `${pick.stream}:${pick.bin.family}`);

describe("bin size guide data", () => {
  it("links each size to a service page", () => {
    for (const bin of bins) expect(findPage(bin.path)?.type, bin.id).toBe("service");
  });
});

describe("bin helper: answers in the address", () => {
  it("round-trips params -> answers -> params", () => {
    const query = "business=hospitality&volume=several&stream=general&stream=food&stream=glass";
    const answers = answersFromParams(new URLSearchParams(query));
    expect(answers).toEqual({
      business: "hospitality",
      volume: "several",
      streams: ["general", "food", "glass"],
    });
    expect(paramsFromAnswers(answers!).toString()).toBe(query);
  });

  it("round-trips answers -> params -> answers, in a stable order", () => {
    const answers: Answers = {
      business: "office",
      volume: "few",
      streams: ["general", "commingled", "cardboard"],
    };
    expect(answersFromParams(paramsFromAnswers(answers))).toEqual(answers);
    const shuffled = new URLSearchParams(
      "volume=few&stream=cardboard&business=office&stream=general&stream=commingled&stream=nonsense",
    );
    expect(answersFromParams(shuffled)).toEqual(answers);
  });

  it("ignores an unanswered or tampered address", () => {
    expect(answersFromParams(new URLSearchParams(""))).toBeNull();
    expect(answersFromParams(new URLSearchParams("business=office"))).toBeNull();
    expect(answersFromParams(new URLSearchParams("business=castle&volume=few"))).toBeNull();
    expect(answersFromParams(new URLSearchParams("business=toString&volume=few"))).toBeNull();
  });
});

describe("recommend", () => {
  it("gives a small office a wheelie bin for each stream", () => {
    expect(families({ business: "office", volume: "few", streams: ["general", "commingled"] })).toEqual([
      "general:wheelie",
      "commingled:wheelie",
    ]);
  });

  it("picks the smallest wheelie bin that holds a week, from the sizes in the content", () => {
    const [pick] = picksFor({ business: "office", volume: "few", streams: ["general"] });
    const holding = bins.filter((bin) => bin.family === "wheelie" && bin.litres >= pick!.bin.litres);
    expect(pick!.bin.litres).toBe(Math.min(...holding.map((bin) => bin.litres)));
    // A new, smaller wheelie bin that still holds the week is picked instead.
    const snug: BinChoice = { ...pick!.bin, id: "snug", litres: pick!.bin.litres - 1 };
    const week = Number(/about (\d+) L/.exec(pick!.reason)?.[1]);
    expect(week).toBeLessThanOrEqual(snug.litres);
    const withSnug = picksFor({ business: "office", volume: "few", streams: ["general"] }, [...bins, snug]);
    expect(withSnug[0]!.bin.id).toBe("snug");
  });

  it("keeps food and glass in small bins a person can move", () => {
    const picks = picksFor({
      business: "hospitality",
      volume: "several",
      streams: ["general", "food", "glass"],
    });
    for (const pick of picks.filter((p) => p.stream !== "general")) {
      expect(pick.bin.family).toBe("wheelie");
      expect(pick.bin.litres).toBeLessThanOrEqual(240);
    }
    expect(picks.find((p) => p.stream === "food")!.reason).toMatch(/heavy and wet/);
  });

  it("moves a busy site's general waste to a front lift bin", () => {
    expect(families({ business: "industrial", volume: "many", streams: ["general", "cardboard"] })).toEqual([
      "general:frontLift",
      "cardboard:frontLift",
    ]);
  });

  it("suggests a compactor only for very large volumes", () => {
    expect(families({ business: "industrial", volume: "lots", streams: ["general"] })).toEqual([
      "general:compactor",
    ]);
    expect(families({ business: "industrial", volume: "several", streams: ["general"] })).not.toContain(
      "general:compactor",
    );
  });

  it("hires a skip for building jobs", () => {
    expect(families({ business: "construction", volume: "several", streams: ["general"] })).toEqual([
      "general:skip",
    ]);
  });

  it("keeps homes to household-sized wheelie bins", () => {
    for (const pick of picksFor({ business: "home", volume: "few", streams: ["general", "commingled"] }))
      expect(pick.bin.litres).toBeLessThanOrEqual(240);
  });

  it("adds general waste when only recycling was ticked, and says why", () => {
    const result = recommend({ business: "retail", volume: "bags", streams: ["cardboard"] }, bins);
    expect(result.picks.map((p) => p.stream)).toEqual(["general", "cardboard"]);
    expect(result.notes.join(" ")).toMatch(/added a general waste bin/);
  });

  it("always gives a reason", () => {
    for (const pick of picksFor({
      business: "hospitality",
      volume: "lots",
      streams: ["general", "commingled", "cardboard", "food", "glass"],
    })) {
      expect(pick.reason.length).toBeGreaterThan(20);
      expect(pick.count).toBeGreaterThan(0);
    }
  });
});
