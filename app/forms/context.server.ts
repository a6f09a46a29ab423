import { type RouterContextProvider, createContext } from "react-router";
import { visitorAddressContext } from "../lib/request-context.server";
import type { FormsRuntime } from "./runtime.server";

/**
 * The forms' runtime (database, mail outbox, form limits) in each request's load context. The
 * server adds it to the context app/lib makes (server/app.ts), so app/lib knows nothing of the forms.
 */
export const formsContext = createContext<FormsRuntime>();

export function withForms(context: RouterContextProvider, forms: FormsRuntime): RouterContextProvider {
  context.set(formsContext, forms);
  return context;
}

/** The forms' side of a request's context, as the form actions take it. */
export function formsOf(context: Readonly<RouterContextProvider>) {
  return { runtime: context.get(formsContext), visitorAddress: context.get(visitorAddressContext) };
}
