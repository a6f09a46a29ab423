import { RouterContextProvider, createContext } from "react-router";
import type { FormsRuntime } from "../../server/forms/runtime";

/**
 * What the server hands each request's actions and loaders through React Router's load context
 * (server/app.ts): the forms' runtime (database, mail outbox, rate limits) and the visitor's
 * address as Express read it, for the rate limits.
 */
export const formsContext = createContext<FormsRuntime>();
export const visitorAddressContext = createContext<string>("unknown");

export function requestContext({ forms, visitorAddress }: { forms: FormsRuntime; visitorAddress?: string }) {
  const context = new RouterContextProvider();
  context.set(formsContext, forms);
  if (visitorAddress) context.set(visitorAddressContext, visitorAddress);
  return context;
}

/** The forms' side of a request's context, as the form actions take it. */
export function formsOf(context: Readonly<RouterContextProvider>) {
  return { runtime: context.get(formsContext), visitorAddress: context.get(visitorAddressContext) };
}
