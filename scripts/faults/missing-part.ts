/**
 * d. Part requests failing. What the browser does when a script part fails or stalls (one full
 * load of the page asked for) needs a browser and is tested in tests/e2e/part-loading.spec.ts.
 * Here, over plain HTTP: a part that is not there is answered at once with a short 404 (not the
 * site's HTML 404 page, not a 500), and the parts that are there and the pages still come.
 */
import { readdirSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import type { ServerProcess } from "../../tests/integration/support/server-process";
import { tempFolder } from "./mounts";
import { type Outcome, describe, outcome, startSite } from "./outcome";
import { pagesServed } from "./site";

const LABEL = "d. part requests failing";

export async function missingPart(): Promise<Outcome> {
  const dir = tempFolder("parts");
  const problems: string[] = [];
  let detail = "";
  let site: ServerProcess | undefined;
  try {
    site = await startSite(dir);
    const started = Date.now();
    const missing = await fetch(`${site.url}/assets/topic-gone${Date.now()}.js`, {
      signal: AbortSignal.timeout(5000),
    });
    const body = await missing.text();
    const ms = Date.now() - started;
    const type = missing.headers.get("content-type") ?? "";
    if (missing.status !== 404 || /html/.test(type) || body.length > 1024 || ms > 1000) {
      problems.push(`a missing part answered ${missing.status} ${type}, ${body.length} bytes in ${ms} ms`);
    }
    const part = readdirSync(resolve(process.env.BUILD_DIR ?? "build", "client/assets")).find((name) =>
      name.endsWith(".js"),
    )!;
    const present = await fetch(`${site.url}/assets/${part}`);
    await present.arrayBuffer();
    if (present.status !== 200) problems.push(`an existing part answered ${present.status}`);
    problems.push(...(await pagesServed(site)));
    detail = `a missing part: ${missing.status} ${type.split(";")[0]} (${body.length} bytes) in ${ms} ms; parts and pages still served. The browser's recovery (one full page load) is tested in tests/e2e/part-loading.spec.ts`;
  } catch (error) {
    problems.push(describe(error));
  } finally {
    await site?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return outcome(LABEL, problems, detail);
}
