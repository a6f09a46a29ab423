/**
 * Australian phone numbers as people type them: "0412 345 678", "(03) 9123 4567", "+61 412 345 678",
 * "+61 (0)3 9123 4567", "1300 975 707", "13 12 34". Landlines need their area code, because we may
 * call back from another state.
 */
export function australianPhoneDigits(input: string): string | null {
  const compact = input.replace(/[\s().-]/g, "");
  if (!/^\+?\d+$/.test(compact)) return null;
  let national = compact;
  if (national.startsWith("+61")) national = `0${national.slice(3).replace(/^0/, "")}`;
  else if (national.startsWith("0061")) national = `0${national.slice(4).replace(/^0/, "")}`;
  else if (national.startsWith("+")) return null;
  const valid =
    /^0[23478]\d{8}$/.test(national) || // landline with area code, or mobile (04)
    /^1[38]00\d{6}$/.test(national) || // 1300 and 1800 numbers
    /^13\d{4}$/.test(national); // 13 numbers
  return valid ? national : null;
}

export function isAustralianPhone(input: string): boolean {
  return australianPhoneDigits(input) !== null;
}

/**
 * Postcodes are four digits. Those starting with 0 exist only for the ACT (02xx) and the Northern
 * Territory (08xx, 09xx); 00xx and 01xx are not in use.
 */
export function isAustralianPostcode(input: string): boolean {
  return /^(?:0[289]\d{2}|[1-9]\d{3})$/.test(input);
}
