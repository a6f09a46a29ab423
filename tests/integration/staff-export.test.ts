import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { enquiryAction } from "~/forms/contact-action.server";
import { subscribeAction } from "~/forms/subscribe-action.server";
import { formRequest, testRuntime, validEnquiry } from "./support/forms";

let env: ReturnType<typeof testRuntime> | undefined;
afterEach(async () => {
  await env?.cleanup();
  env = undefined;
});

const run = (script: string, args: string[], databaseUrl: string) =>
  promisify(execFile)(process.execPath, ["--import", "tsx", script, ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });

describe("the staff scripts", () => {
  it("export enquiries and subscribers as CSV and JSON", async () => {
    env = testRuntime();
    await enquiryAction(
      formRequest("/contact-us", { ...validEnquiry, message: '=HYPERLINK("x")\nsecond line' }),
      env.runtime,
    );
    await subscribeAction(
      formRequest("/subscribe", { email: "Zoe@Example.com", return_to: "/blog/1" }),
      env.runtime,
    );
    const url = env.runtime.config.databaseUrl;

    const { stdout: csv } = await run("scripts/enquiries.ts", ["--format", "csv"], url);
    const [header, row] = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toBe(
      "reference,received,name,email,phone,business,postcode,for,service,message,company email,acknowledgement,request,answers",
    );
    expect(row).toMatch(
      /^SB-\d{8}-\w{4},\d{4}-\d\d-\d\dT[\d:.]+Z,Zoë O'Brien,zoe@example.com,0412 345 678,Wattle Café,3175,Small business,Grease trap pump-outs,/,
    );
    expect(csv).toContain('"\'=HYPERLINK(""x"")\nsecond line",pending (0 tries),pending (0 tries),Enquiry,');

    const { stdout: json } = await run("scripts/subscribers.ts", ["--format", "json"], url);
    expect(JSON.parse(json)).toEqual([
      { email: "Zoe@Example.com", subscribed: expect.any(String), page: "/blog/1" },
    ]);
  });

  it("say so, and create nothing, when there is no database", async () => {
    env = testRuntime();
    const missing = `file:${env.dir}/missing.db`;
    await expect(run("scripts/enquiries.ts", [], missing)).rejects.toMatchObject({
      stderr: expect.stringContaining("There is no database"),
    });
  });
});
