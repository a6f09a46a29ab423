const MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December";
const aDate = new RegExp(`\\b(\\d{1,2} )?(${MONTHS}|mid-) ?(19|20)\\d{2}\\b`);

/**
 * Whether words give a date, such as "1 July 2026" or "mid-2027": usually the day a rule starts,
 * which a reader must be able to check, so such words carry a source.
 */
export const givesADate = (texts: string[]) => texts.some((text) => aDate.test(text));
