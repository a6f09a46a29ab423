import type { Express } from "express";
import { clientAddressHeader } from "./client-address";
import { refuseCrossOriginPosts } from "./origin";
import { type FormsRuntime, formsRuntime } from "./runtime";

/**
 * What the production server adds for the forms: posts from other sites refused with a clear page,
 * the visitor's address for the rate limits (the form actions then trust that header), and the
 * start and stop of the database and mail outbox.
 */
export function installForms(app: Express): FormsRuntime {
  const runtime = formsRuntime();
  runtime.trustAddressHeader = true;
  app.use(refuseCrossOriginPosts);
  app.use(clientAddressHeader);
  return runtime;
}

/** Opens (and migrates) the database and starts the outbox before the server takes requests. */
export async function startForms(): Promise<FormsRuntime> {
  const runtime = formsRuntime();
  await runtime.start();
  return runtime;
}
