// Starts the website: `npm start` serves the production build (NODE_ENV=production), `npm run dev`
// the development server with Vite's hot reload. The application itself is server/app.ts, which
// Vite bundles beside the routes into the server build (vite.config.ts), so nothing is compiled at run time.
import "./server/require-supported-node.js";
import express from "express";
import { createServer } from "node:http";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const port = Number(process.env.PORT ?? 3000);
const production = process.env.NODE_ENV === "production";
// The development server serves the working tree and, on loopback, an editor without sign-in; a
// server behind a proxy (TRUST_PROXY) believes the X-Forwarded-* headers of whoever connects. Both
// listen on this machine only unless HOST says otherwise (docs/decisions/0013-threat-model.md).
const behindProxy = !["", "0"].includes((process.env.TRUST_PROXY ?? "").trim());
const loopback = ["127.0.0.1", "::1", "localhost"];
const host = process.env.HOST || (production && !behindProxy ? undefined : "127.0.0.1");
if (behindProxy && !loopback.includes(host))
  console.warn(
    `TRUST_PROXY is set and HOST=${host} is reachable from other machines: a client that reaches this ` +
      "port without the proxy chooses its own X-Forwarded-For and X-Forwarded-Host. Let only the proxy reach it.",
  );
// BUILD_DIR lets the benchmark and fault scripts serve a build of their own without touching build/.
const buildDir = resolve(process.env.BUILD_DIR ?? "build");

async function productionApp() {
  const fromBuild = (file) => import(pathToFileURL(resolve(buildDir, "server", file)).href);
  const [build, { createApp, createForms }] = await Promise.all([fromBuild("index.js"), fromBuild("app.js")]);
  const forms = createForms();
  return { forms, app: createApp({ build, forms, clientDir: resolve(buildDir, "client") }) };
}

/**
 * Vite serves the sources and reloads server/app.ts when it changes; the forms runtime is made once.
 * Its hot-reload socket shares the site's server (and so its address).
 */
async function developmentApp(server) {
  const vite = await import("vite").then(({ createServer }) =>
    createServer({
      server: { middlewareMode: true, ws: { server } },
      // React Router's Express adapter checks that the request's context is its own
      // RouterContextProvider. Through Vite it must see the same copy of react-router as the
      // site's modules (the development build), not the one Node would load for it.
      ssr: { noExternal: ["@react-router/express", "@react-router/node"] },
    }),
  );
  const load = () => vite.ssrLoadModule("virtual:react-router/server-build");
  const shell = () => vite.ssrLoadModule("/server/app.ts");
  const forms = (await shell()).createForms();
  // The editor writes the working tree without sign-in: only while nobody else can reach it.
  const localEditing = loopback.includes(host);
  if (!localEditing)
    console.warn(
      `The editor is off: it writes files without sign-in, and HOST=${host} is reachable from other machines.`,
    );
  const app = express();
  let current = { build: undefined, createApp: undefined, app: undefined };
  app.use(vite.middlewares);
  app.use((req, res, next) =>
    Promise.all([load(), shell()])
      .then(([build, { createApp }]) => {
        if (current.build !== build || current.createApp !== createApp)
          current = { build, createApp, app: createApp({ build, forms, localEditing, development: true }) };
        current.app(req, res, next);
      })
      .catch(next),
  );
  return { forms, app };
}

// A request has 30 s to arrive whole, headers and body (Node's own limit is 300 s): a visitor
// trickling a body a byte at a time holds a connection no longer than that. Node checks every
// second (a walk over the open connections), so such a connection is closed within 31 s, and
// through nginx, which passes bodies on as they come, within 35 s.
const server = createServer({
  requestTimeout: 30_000,
  headersTimeout: 30_000,
  connectionsCheckingInterval: 1_000,
});
const { forms, app } = production ? await productionApp() : await developmentApp(server);
// The database is opened and migrated, and the mail outbox started, before requests come. A
// database that cannot be opened is logged, not fatal: pages do not need it (docs/decisions/0008).
await forms.start();
server.on("request", app);
server.listen(port, host, () => console.log(`Saltbush website on http://${host ?? "localhost"}:${port}`));

// On shutdown, finish the requests in progress, then the mail being sent, then close the database.
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => {
    const exit = () => void forms.stop().finally(() => process.exit(0));
    server.close(exit);
    server.closeIdleConnections();
    setTimeout(exit, 10_000).unref();
  });
}
