/**
 * The form of a customer's account number, a company fact (content/company.json's
 * `accountNumber`): a pattern the whole number must match, written as a regular expression, and
 * an example printed the way invoices print it. The request forms show the example beside the
 * field and check the number against the pattern; the editor refuses a pattern that cannot be read.
 */
export interface AccountFormat {
  pattern: string;
  example: string;
}

/** The demonstration's form, an assumption until the company confirms its own (the launch check names it). */
export const DEMONSTRATION_ACCOUNT_PATTERN = "C[0-9]{6}";

/** The pattern as a test of the whole number, letters in either case; undefined when it is not a valid pattern. */
export function accountTest(pattern: string): RegExp | undefined {
  try {
    return new RegExp(`^(?:${pattern})$`, "iu");
  } catch {
    return undefined;
  }
}

/** What is wrong with a pattern staff wrote, or nothing when the forms can check numbers with it. */
export function accountPatternProblem(pattern: string): string | undefined {
  const test = accountTest(pattern);
  if (!test)
    return "This pattern cannot be read: check its brackets and braces, such as C[0-9]{6} for a C and six digits";
  if (test.test("")) return "The pattern must ask for at least one character";
  return undefined;
}

/** Whether an account number, as the customer typed it (spaces aside), has the company's form. */
export function isAccountNumber(value: string, format: AccountFormat): boolean {
  return accountTest(format.pattern)?.test(value) ?? false;
}
