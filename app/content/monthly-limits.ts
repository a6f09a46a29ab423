/**
 * The monthly e-mail's limits, read by the editor's fields, the build and the sender alike. A
 * subject past about 60 characters is cut off by most phone mail apps; the preview line is the
 * grey text beside it in the inbox list.
 */
export const monthlyLimits = {
  subjectMax: 70,
  previewMax: 120,
  introductionWords: 15,
  introductionMax: 600,
  itemsMin: 1,
  itemsMax: 6,
  paragraphsMax: 3,
  whyMax: 240,
  paragraphWords: 15,
  paragraphMax: 600,
  testAddressesMax: 5,
} as const;

/** The month an e-mail is for: its file's name and its address on the site, /updates/2026-12. */
export const monthPattern = /^20\d\d-(?:0[1-9]|1[0-2])$/;

/** Where the archive lives; each sent e-mail is a page below it. */
export const UPDATES_PATH = "/updates";
export const updatePath = (month: string) => `${UPDATES_PATH}/${month}`;

/** The newest e-mail sent, whichever month that is: the subscribe box's "see last month's". */
export const LATEST_UPDATE_PATH = `${UPDATES_PATH}/latest`;

/** The archive's name, on its list page, its breadcrumb and its social card. */
export const ARCHIVE_NAME = "Monthly e-mails";

/** "December 2026" for "2026-12", in the site's own locale. */
export function monthName(month: string): string {
  const [year, number] = month.split("-").map(Number);
  return new Date(Date.UTC(year!, number! - 1, 1)).toLocaleDateString("en-AU", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** A plain address check for the test-send list: one @, a dot in the domain, no spaces. */
export const testAddressPattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** How staff are told to write the month. */
export const monthLimitsText = "year and month, such as 2026-12";
