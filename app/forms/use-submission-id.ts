import { useEffect, useState } from "react";
import { randomKey } from "./defence";

/**
 * The key that goes with one filled-in form, so a double click stores one request, not two. Made
 * after hydration: the pre-rendered page is the same for everyone.
 */
export function useSubmissionId(): string {
  const [submissionId, setSubmissionId] = useState("");
  useEffect(() => setSubmissionId(randomKey()), []);
  return submissionId;
}
