import { RouterContextProvider, createContext } from "react-router";

/**
 * What the server hands each request's actions and loaders through React Router's load context
 * (server/app.ts): the visitor's address as Express read it, for the form limits, and whether the
 * editor may write locally. The forms add their runtime to it (app/forms/context.server.ts).
 */
export const visitorAddressContext = createContext<string>("unknown");
/**
 * Set only by the development server when it listens on loopback (server.js): the editor may then
 * write the working tree without sign-in (app/keystatic/editor.server.ts).
 */
export const localEditingContext = createContext<boolean>(false);
/**
 * Set only by the development server (server.js), at run time: its pages may then carry what
 * Vite's hot reload needs (inline styles) and show staff a content problem. Never set by the
 * production server or the build, whatever the build's settings.
 */
export const developmentServerContext = createContext<boolean>(false);

export function requestContext({
  visitorAddress,
  localEditing = false,
  development = false,
}: {
  visitorAddress?: string;
  localEditing?: boolean;
  development?: boolean;
}) {
  const context = new RouterContextProvider();
  if (visitorAddress) context.set(visitorAddressContext, visitorAddress);
  context.set(localEditingContext, localEditing);
  context.set(developmentServerContext, development);
  return context;
}
