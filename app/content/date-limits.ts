const MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December";
const aDate = new RegExp(`\\b(\\d{1,2} )?(${MONTHS}|mid-) ?(19|20)\\d{2}\\b`);
/** A year on its own after a word that ties it to an event: "reintroduced its levy in 2019", "banned since 2019", "by 2030". */
const aYear = /\b(?:in|since|from|by|until|before|after|during|early|late)\s+(?:19|20)\d{2}\b(?![-–]\d)/i;

/**
 * Whether words give a date, such as "1 July 2026", "mid-2027" or "in 2019": usually the day or
 * year a rule starts, which a reader must be able to check, so such words carry a source. A year
 * in a name or a span ("the Environment Protection Act 2017", "2024-25") is not a date.
 */
export const givesADate = (texts: string[]) => texts.some((text) => aDate.test(text) || aYear.test(text));
