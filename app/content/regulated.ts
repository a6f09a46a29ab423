import { formatDate } from "../lib/format";
import { type AustralianState, type RegulatedActivity, partnerRoles, stateName } from "./authority-shapes";
import { type Authority, listInWords, type OwnAuthority, type Partner, type Register, register as shippedRegister } from "./register";
import { fillBlanks } from "./template-words";

/**
 * Who does a page's regulated work, from the register: for each activity the page declares, the
 * company's own authority where it holds one, a named partner with its authority where the
 * register has one, and otherwise the plain words of how the work is arranged. Nothing here says
 * anyone is licensed unless the register holds the document (app/content/claims.ts refuses the
 * same words typed into a page). The launch check asks the same question for every state the site
 * serves (scripts/launch-check.ts).
 */
export interface DeclaredWork {
  activity: RegulatedActivity;
  states: AustralianState[];
}

/** The template words the rendering uses (content/template-words/regulated.yaml). */
export interface RegulatedWords {
  heading: string;
  intro: string;
  activities: Record<RegulatedActivity, { name: string; arranged: string }>;
  own: string;
  partner: string;
  expires: string;
}

/** An authority still in force on the day the site is built: an expired one covers nothing. */
export const inForce = (authority: Pick<Authority, "expires">, today = new Date().toISOString().slice(0, 10)) =>
  !authority.expires || authority.expires >= today;

/** Who holds an authority for this activity in this state: the company first, then a partner. */
export function coverFor(
  activity: RegulatedActivity,
  state: AustralianState,
  held: Register = shippedRegister,
  today?: string,
): { own?: OwnAuthority; partner?: Partner } {
  const own = held.authorities.find(
    (authority) => authority.activity === activity && authority.states.includes(state) && inForce(authority, today),
  );
  if (own) return { own };
  const roles: string[] = partnerRoles.filter((role) => role.activity === activity).map((role) => role.value);
  const partner = held.partners.find(
    (candidate) => roles.includes(candidate.role) && candidate.states.includes(state) && inForce(candidate, today),
  );
  return partner ? { partner } : {};
}

/** One activity's sentences: each authority with the states it covers here, then the states arranged. */
function sentencesFor(work: DeclaredWork, words: RegulatedWords, held: Register, today?: string): string[] {
  const byHolder = new Map<Authority, { states: AustralianState[]; partner?: string }>();
  const arranged: AustralianState[] = [];
  for (const state of work.states) {
    const { own, partner } = coverFor(work.activity, state, held, today);
    const holder = own ?? partner;
    if (!holder) arranged.push(state);
    else byHolder.set(holder, { states: [...(byHolder.get(holder)?.states ?? []), state], partner: partner?.name });
  }
  const sentences = [...byHolder].map(([holder, { states, partner }]) => {
    const blanks = {
      states: listInWords(states.map(stateName)),
      document: holder.document,
      number: holder.number,
      issuer: holder.issuer,
      partner: partner ?? "",
    };
    const sentence = fillBlanks(partner ? words.partner : words.own, blanks);
    return holder.expires ? `${sentence} ${fillBlanks(words.expires, { expires: formatDate(holder.expires) })}` : sentence;
  });
  if (arranged.length)
    sentences.push(fillBlanks(words.activities[work.activity].arranged, { states: listInWords(arranged.map(stateName)) }));
  return sentences;
}

/** The section a regulated page shows: a heading per activity and its sentences; none when the page declares none. */
export function regulatedWork(declared: readonly DeclaredWork[], words: RegulatedWords, held: Register = shippedRegister, today?: string) {
  return declared
    .filter((work) => work.states.length > 0)
    .map((work) => ({
      activity: work.activity,
      name: words.activities[work.activity].name,
      sentences: sentencesFor(work, words, held, today),
    }));
}
