/** A source as the rule reads it: who publishes it, at what address. */
export interface CitedSource {
  publisher: string;
  url: string;
}

/**
 * A source from the right place. A rule of one state is that state's to state: its regulator, its
 * water utility, its councils or its legislation. A national instrument is the national body's or
 * the instrument's own page. Whether a source belongs to a state is read from its address alone
 * (`*.vic.gov.au`, a utility of that state), so the check needs no network and no list of pages.
 */

interface Place {
  /** How a reader would name the state in a sentence, including the cities the site serves. */
  named: RegExp;
  /** Addresses published by the state, its regulators, councils and utilities. */
  publishes: RegExp;
}

export const states: Record<string, Place> = {
  Victoria: {
    named: /\b(?:Victoria(?:n|'s|’s)?|Vic|Melbourne(?:'s|’s)?|Dandenong)\b/,
    publishes: /(?:\.vic\.gov\.au|southeastwater\.com\.au|yvw\.com\.au|gww\.com\.au|melbournewater\.com\.au)$/,
  },
  "New South Wales": {
    named: /\b(?:New South Wales|NSW|Sydney(?:'s|’s)?)\b/,
    publishes: /(?:\.nsw\.gov\.au|sydneywater\.com\.au|hunterwater\.com\.au)$/,
  },
  Queensland: {
    named: /\b(?:Queensland(?:'s|’s)?|Qld|Brisbane(?:'s|’s)?)\b/,
    publishes: /(?:\.qld\.gov\.au|urbanutilities\.com\.au|unitywater\.com)$/,
  },
  "South Australia": { named: /\bSouth Australia(?:n|'s|’s)?\b/, publishes: /\.sa\.gov\.au$/ },
  "Western Australia": { named: /\bWestern Australia(?:n|'s|’s)?\b/, publishes: /\.wa\.gov\.au$/ },
  Tasmania: { named: /\bTasmania(?:n|'s|’s)?\b/, publishes: /\.tas\.gov\.au$/ },
  "the Northern Territory": { named: /\bNorthern Territory\b/, publishes: /\.nt\.gov\.au$/ },
  "the ACT": { named: /\b(?:ACT|Australian Capital Territory|Canberra)\b/, publishes: /\.act\.gov\.au$/ },
};

/**
 * National instruments a statement may name, each with the bodies that publish or administer it:
 * a state's page about a national instrument says how that state applies it, not what it is.
 */
export const instruments: { named: RegExp; name: string; publishers: RegExp; who: string }[] = [
  {
    named: /\bFood Standards Code\b/,
    name: "the Food Standards Code",
    publishers: /(?:^|\.)foodstandards\.gov\.au$/,
    who: "Food Standards Australia New Zealand",
  },
  {
    named: /\bDangerous Goods Code\b|\bADG Code\b/,
    name: "the Australian Dangerous Goods Code",
    publishers: /(?:^|\.)(?:ntc\.gov\.au|infrastructure\.gov\.au)$/,
    who: "the National Transport Commission or the federal transport department",
  },
  {
    named: /\bPrivacy Act\b|\bAustralian Privacy Principles\b/,
    name: "the Privacy Act",
    publishers: /(?:^|\.)(?:oaic\.gov\.au|legislation\.gov\.au)$/,
    who: "the OAIC or the Federal Register of Legislation",
  },
  {
    named: /\bAustralian Consumer Law\b/,
    name: "the Australian Consumer Law",
    publishers: /(?:^|\.)(?:accc\.gov\.au|legislation\.gov\.au)$/,
    who: "the ACCC or the Federal Register of Legislation",
  },
  {
    named: /\bNational Television and Computer Recycling Scheme\b/,
    name: "the National Television and Computer Recycling Scheme",
    publishers: /(?:^|\.)(?:dcceew\.gov\.au|environment\.gov\.au|legislation\.gov\.au)$/,
    who: "the federal environment department",
  },
];

/** Words that speak for every state at once, which no one state's page can support. */
const everyState = /\b(?:every|each|all) (?:Australian )?states?\b|\bin all states\b|\bstate by state\b/i;

const hostOf = (source: { url: string }) => {
  try {
    return new URL(source.url).hostname.toLowerCase();
  } catch {
    return "";
  }
};

/** The states words name: the state's own name, its short form or a city the site serves in it. */
export const statesNamed = (text: string): string[] =>
  Object.entries(states)
    .filter(([, place]) => place.named.test(text))
    .map(([state]) => state);

/** The state whose bodies publish a source, or undefined for a national or other source. */
export const stateOf = (source: { url: string }): string | undefined => {
  const host = hostOf(source);
  return Object.entries(states).find(([, place]) => place.publishes.test(host))?.[0];
};

/**
 * Why a statement's sources come from the wrong place, or nothing when they are right. `page` is
 * the page's own name: a statement on a city's page speaks of that city's state without naming it.
 */
export function wrongPlace(statement: { text: string; sources: readonly CitedSource[] }, page = ""): string[] {
  const named = new Set([...statesNamed(statement.text), ...statesNamed(page)]);
  const cited = statement.sources.map(stateOf);
  const problems: string[] = [];
  if (everyState.test(statement.text))
    problems.push(
      "speaks for every state: name the states whose rule it states, each with that state's own source",
    );
  for (const state of statesNamed(statement.text))
    if (!cited.includes(state))
      problems.push(`names ${state} but cites none of its bodies: cite ${state}'s regulator, utility or law`);
  statement.sources.forEach((source, i) => {
    const state = cited[i];
    if (state && !named.has(state))
      problems.push(
        `cites ${source.publisher} (${hostOf(source)}), a body of ${state}, for a rule it does not say is ${state}'s: name the state, or cite the body whose rule it is`,
      );
  });
  for (const instrument of instruments)
    if (instrument.named.test(statement.text) && !statement.sources.some((s) => instrument.publishers.test(hostOf(s))))
      problems.push(`names ${instrument.name} but does not cite it: cite ${instrument.who}`);
  return problems;
}
