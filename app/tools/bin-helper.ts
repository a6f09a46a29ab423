import type { BinChoice, BinFamily } from "~/content/finder-shapes";

export const businessTypes = {
  office: "Office or professional services",
  retail: "Shop or retail",
  hospitality: "Café, restaurant, pub or takeaway",
  industrial: "Factory, workshop or warehouse",
  construction: "Building, renovation or clean-out job",
  home: "Private home",
} as const;

/** Rough weekly volume as visitors picture it, with the litres the arithmetic assumes. */
export const volumes = {
  bags: { label: "A few bags (up to one household wheelie bin)", litres: 200 },
  few: { label: "1 to 3 household wheelie bins", litres: 700 },
  several: { label: "4 to 10 household wheelie bins", litres: 2000 },
  many: { label: "10 to 25 household wheelie bins", litres: 5000 },
  lots: { label: "More than 25 household wheelie bins", litres: 9000 },
} as const;

export const streams = {
  general: "General waste",
  commingled: "Commingled recycling (containers and paper)",
  cardboard: "Cardboard",
  food: "Food organics",
  glass: "Glass bottles and jars",
} as const;

export type BusinessType = keyof typeof businessTypes;
export type Volume = keyof typeof volumes;
export type Stream = keyof typeof streams;

export interface Answers {
  business: BusinessType;
  volume: Volume;
  streams: Stream[];
}

const isKey = <T extends object>(table: T, value: string | null): value is Extract<keyof T, string> =>
  value !== null && Object.hasOwn(table, value);

/** The answers in an address, or null when the form has not been answered (or was tampered with). */
export function answersFromParams(params: URLSearchParams): Answers | null {
  const business = params.get("business");
  const volume = params.get("volume");
  if (!isKey(businessTypes, business) || !isKey(volumes, volume)) return null;
  const chosen = new Set(params.getAll("stream"));
  // Keep the table's order so the same answers always make the same address.
  const picked = (Object.keys(streams) as Stream[]).filter((stream) => chosen.has(stream));
  return { business, volume, streams: picked };
}

export function paramsFromAnswers(answers: Answers): URLSearchParams {
  const params = new URLSearchParams({ business: answers.business, volume: answers.volume });
  for (const stream of answers.streams) params.append("stream", stream);
  return params;
}

export interface BinPick {
  stream: Stream;
  bin: BinChoice;
  count: number;
  reason: string;
}

export interface Recommendation {
  picks: BinPick[];
  notes: string[];
}

/** How each business's waste usually splits between streams: rough shares, only for sizing. */
const shares: Record<BusinessType, Record<Stream, number>> = {
  office: { general: 3, commingled: 4, cardboard: 2, food: 1, glass: 0.5 },
  retail: { general: 3, commingled: 1.5, cardboard: 4, food: 0.5, glass: 0.5 },
  hospitality: { general: 3, commingled: 1.5, cardboard: 1.5, food: 3, glass: 1.5 },
  industrial: { general: 5, commingled: 1, cardboard: 3, food: 0.5, glass: 0.5 },
  construction: { general: 8, commingled: 0.5, cardboard: 1, food: 0.2, glass: 0.2 },
  home: { general: 4, commingled: 3, cardboard: 1, food: 2, glass: 1 },
};

const round = (litres: number) =>
  litres >= 1000 ? `${(litres / 1000).toFixed(1)} m³` : `${Math.round(litres / 10) * 10} L`;

/** The bins of some kinds, smallest first. */
const ofFamily = (bins: readonly BinChoice[], ...families: BinFamily[]) =>
  bins.filter((bin) => families.includes(bin.family)).sort((a, b) => a.litres - b.litres);

/** The smallest that holds the litres in one go, or else the largest (then several of it). */
const smallestHolding = (choices: BinChoice[], litres: number) =>
  choices.find((bin) => bin.litres >= litres) ?? choices.at(-1)!;

/** A wheelie bin a person can move when full, and the size homes are offered. */
const HOUSEHOLD_LITRES = 240;

/**
 * Heavy or wet streams stay in small bins a person can move; the rest takes the smallest bin that
 * fits. The sizes are the bin size guide's (content/finder/bins/); the build makes sure every
 * kind of bin this reads is there.
 */
function pickFor(stream: Stream, litres: number, answers: Answers, bins: readonly BinChoice[]): BinPick {
  const about = `about ${round(litres)} a week`;
  const wheelies = ofFamily(bins, "wheelie");
  const household = wheelies.filter((bin) => bin.litres <= HOUSEHOLD_LITRES);
  if (stream === "food" || stream === "glass") {
    const size = smallestHolding(household, litres);
    const why =
      stream === "food"
        ? "Food is heavy and wet, so it goes in small bins"
        : "Glass is heavy, so it goes in small bins";
    return {
      stream,
      bin: size,
      count: Math.max(1, Math.ceil(litres / size.litres)),
      reason: `${why} that stay light enough to move; ${about}.`,
    };
  }
  if (answers.business === "construction") {
    const size = smallestHolding(ofFamily(bins, "skip", "hookLift"), litres);
    return {
      stream,
      bin: size,
      count: 1,
      reason: `A job's waste arrives in loads rather than bags, so a hired ${size.family === "skip" ? "skip" : "hook lift bin"} takes it in one go; ${about}.`,
    };
  }
  if (answers.business === "home" || litres <= wheelies.at(-1)!.litres) {
    const size = smallestHolding(answers.business === "home" ? household : wheelies, litres);
    const count = Math.max(1, Math.ceil(litres / size.litres));
    return {
      stream,
      bin: size,
      count,
      reason: `The smallest wheelie bin that holds ${about} with one collection a week.`,
    };
  }
  if (litres >= 8000 && (stream === "general" || stream === "cardboard")) {
    return {
      stream,
      bin: ofFamily(bins, "compactor")[0]!,
      count: 1,
      reason: `At ${about}, compacting saves collections; we survey the site first.`,
    };
  }
  const size = smallestHolding(ofFamily(bins, "frontLift"), litres);
  const count = Math.ceil(litres / size.litres);
  return {
    stream,
    bin: size,
    count,
    reason: `${about} is more than a large wheelie bin holds; one front lift bin is emptied in a single lift, without anyone wheeling bins out.`,
  };
}

/** The bins to start with for a set of answers, with the reasoning for each. Pure and unit-tested. */
export function recommend(answers: Answers, bins: readonly BinChoice[]): Recommendation {
  // Everyone has some general waste, even when only recycling streams were ticked.
  const chosen: Stream[] = answers.streams.includes("general")
    ? answers.streams
    : ["general", ...answers.streams];
  const weights = shares[answers.business];
  const total = chosen.reduce((sum, stream) => sum + weights[stream], 0);
  const weekly = volumes[answers.volume].litres;
  const picks = chosen.map((stream) => pickFor(stream, (weekly * weights[stream]) / total, answers, bins));
  const notes = [
    "These are starting points from rough averages; we confirm sizes after a look at your site or a waste audit.",
  ];
  if (!answers.streams.includes("general"))
    notes.push("We added a general waste bin: almost every site has some waste that cannot be recycled.");
  if (picks.some((pick) => pick.count > 2))
    notes.push(
      "Several bins of one stream can often become fewer, larger bins or more frequent collections.",
    );
  return { picks, notes };
}
