import { describe, expect, it } from "vitest";
import { bins } from "~/content/tools/bins";
import { findPage } from "~/site/pages";
import { answersFromParams, paramsFromAnswers, recommend, type Answers } from "~/tools/bin-helper";

const ids = (answers: Answers) =>
  recommend(answers).picks.map((pick) => `${pick.stream}:${pick.count}x${pick.bin.id}`);

describe("bin size guide data", () => {
  it("covers every size the site offers and links each to its service page", () => {
    expect(bins.map((bin) => bin.id)).toEqual(
      expect.arrayContaining([
        "120",
        "240",
        "360",
        "660",
        "1100",
        "fl1.5",
        "fl3",
        "fl4.5",
        "skip",
        "hook",
        "compactor",
      ]),
    );
    for (const bin of bins) expect(findPage(bin.path), bin.id).toBeDefined();
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
  it("gives a small office wheelie bins for each stream", () => {
    expect(ids({ business: "office", volume: "few", streams: ["general", "commingled"] })).toEqual([
      "general:1x360",
      "commingled:1x660",
    ]);
  });

  it("keeps food and glass in small bins a person can move", () => {
    const picks = recommend({
      business: "hospitality",
      volume: "several",
      streams: ["general", "food", "glass"],
    }).picks;
    for (const pick of picks.filter((p) => p.stream !== "general"))
      expect(["120", "240"]).toContain(pick.bin.id);
    expect(picks.find((p) => p.stream === "food")!.reason).toMatch(/heavy and wet/);
  });

  it("moves a busy site's general waste to a front lift bin", () => {
    expect(ids({ business: "industrial", volume: "many", streams: ["general", "cardboard"] })).toEqual([
      "general:1xfl4.5",
      "cardboard:1xfl2",
    ]);
  });

  it("suggests a compactor only for very large volumes", () => {
    const picks = recommend({ business: "industrial", volume: "lots", streams: ["general"] }).picks;
    expect(picks.map((p) => p.bin.id)).toEqual(["compactor"]);
  });

  it("hires a skip for building jobs", () => {
    expect(
      recommend({ business: "construction", volume: "several", streams: ["general"] }).picks[0]!.bin.id,
    ).toBe("skip");
  });

  it("keeps homes to household-sized wheelie bins", () => {
    for (const pick of recommend({ business: "home", volume: "few", streams: ["general", "commingled"] })
      .picks) {
      expect(pick.bin.litres).toBeLessThanOrEqual(240);
    }
  });

  it("adds general waste when only recycling was ticked, and says why", () => {
    const result = recommend({ business: "retail", volume: "bags", streams: ["cardboard"] });
    expect(result.picks.map((p) => p.stream)).toEqual(["general", "cardboard"]);
    expect(result.notes.join(" ")).toMatch(/added a general waste bin/);
  });

  it("always gives a reason", () => {
    for (const pick of recommend({
      business: "hospitality",
      volume: "lots",
      streams: ["general", "commingled", "cardboard", "food", "glass"],
    }).picks) {
      expect(pick.reason.length).toBeGreaterThan(20);
      expect(pick.count).toBeGreaterThan(0);
    }
  });
});
