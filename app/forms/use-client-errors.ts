import { useState } from "react";

/**
 * The errors the browser's check found, kept until the server's next answer (a new render of the
 * action's result) replaces them.
 */
export function useClientErrors<Errors>(answer: unknown) {
  const [clientErrors, setClientErrors] = useState<Errors | null>(null);
  const [shownAnswer, setShownAnswer] = useState(answer);
  if (answer !== shownAnswer) {
    setShownAnswer(answer);
    setClientErrors(null);
  }
  return [clientErrors, setClientErrors] as const;
}
