import { execFile } from "node:child_process";
import { mkdirSync } from "node:fs";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { binChoices } from "~/content/finder.server";
import { enquiryAction } from "~/forms/contact-action.server";
import { binSizeChoices } from "~/forms/quote-fields";
import { customerRequestAction } from "~/forms/requests/request-action.server";
import { requestPath } from "~/content/request-kinds";
import { subscribeAction } from "~/forms/subscribe-action.server";
import { answer, formRequest, testRuntime, validEnquiry } from "./support/forms";
import { startSmtp } from "./support/smtp";
import { linksIn, pressButton, subscribe } from "./support/subscription";

const run = (script: string, args: string[], databaseUrl: string) =>
  promisify(execFile)(process.execPath, ["--import", "tsx", script, ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });

// Each case starts the scripts as processes of their own, as staff run them: seconds each on a busy machine.
describe("the staff scripts", { timeout: 90_000 }, () => {
  it("export enquiries and subscribers as CSV and JSON", async () => {
    const env = testRuntime();
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
      "reference,received,name,email,phone,business,postcode,for,service,read the collection notice,message,company email,acknowledgement,webhook,request,answers",
    );
    expect(row).toMatch(
      /^SB-\d{8}-\w{4},\d{4}-\d\d-\d\dT[\d:.]+Z,Zoë O'Brien,zoe@example.com,0412 345 678,Wattle Café,3175,Small business,Grease trap pump-outs,yes,/,
    );
    expect(csv).toContain('"\'=HYPERLINK(""x"")\nsecond line",pending (0 tries),pending (0 tries),,Enquiry,');

    // A customer's request: its bins, several in one answer, in words.
    const size = binSizeChoices(binChoices())[0]!.value;
    const wanted = new Date(env.runtime.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const sent = answer(
      await customerRequestAction(
        "extraCollection",
        formRequest(requestPath("extraCollection"), {
          ...validEnquiry,
          postcode: "3000",
          address: "12 Flinders Lane",
          rows: "2",
          bin1_stream: "general",
          bin1_size: size,
          bin1_count: "2",
          bin2_stream: "cardboard",
          bin2_size: size,
          bin2_count: "1",
          wanted,
        }),
        env.runtime,
      ),
    );
    expect(sent.status).toBe(303);
    const { stdout: requests } = await run("scripts/enquiries.ts", ["--format", "json"], url);
    const request = (JSON.parse(requests) as Record<string, string>[]).find(
      (each) => each.request === "Customer's request",
    )!;
    expect(request.answers).toMatch(
      /^State: VIC\nSent to: \S+\nBins: 2 × .+ general waste; 1 × .+ cardboard\n/m,
    );

    const { stdout: json } = await run("scripts/subscribers.ts", ["--format", "json"], url);
    expect(JSON.parse(json)).toEqual([
      {
        email: "Zoe@Example.com",
        state: "pending",
        asked: expect.any(String),
        page: "/blog/1",
        "confirmation sent": expect.any(String),
        confirmed: null,
        unsubscribed: null,
        "unsubscribed by": null,
      },
    ]);
  });

  it("show each address's state and consent record, and never an unsubscribed address", async () => {
    const smtp = await startSmtp();
    const env = testRuntime({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
    const { runtime } = env;
    for (const email of ["pending@example.com", "kept@example.com", "gone@example.com"])
      await subscribe(runtime, email, "/recycling");
    await runtime.runOutboxOnce();
    const confirmLink = (to: string) => linksIn(smtp!.mails.find((mail) => mail.to.includes(to))!).confirm!;
    await pressButton(runtime, confirmLink("kept@example.com"));
    await pressButton(runtime, confirmLink("gone@example.com"));
    await runtime.runOutboxOnce();
    const welcome = smtp.mails.find(
      (mail) => mail.to.includes("gone@example.com") && /subscribed/.test(mail.header("subject")!),
    )!;
    await pressButton(runtime, linksIn(welcome).unsubscribe!);

    const url = runtime.config.databaseUrl;
    const all = JSON.parse((await run("scripts/subscribers.ts", ["--format", "json"], url)).stdout) as Record<
      string,
      unknown
    >[];
    expect(all.map((row) => [row.email, row.state, row.page])).toEqual([
      ["pending@example.com", "pending", "/recycling"],
      ["kept@example.com", "confirmed", "/recycling"],
      ["(removed: kept only as a keyed hash)", "unsubscribed", "/recycling"],
    ]);
    expect(all[1]).toMatchObject({
      confirmed: expect.stringMatching(/^\d{4}-/),
      "confirmation sent": expect.any(String),
    });
    expect(all[2]).toMatchObject({ unsubscribed: expect.any(String), "unsubscribed by": "page" });
    const { stdout: confirmed } = await run(
      "scripts/subscribers.ts",
      ["--state", "confirmed", "--format", "csv"],
      url,
    );
    expect(
      confirmed
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n"),
    ).toHaveLength(2);
    expect(confirmed).toContain("kept@example.com");
    await expect(run("scripts/subscribers.ts", ["--state", "maybe"], url)).rejects.toMatchObject({
      stderr: expect.stringContaining("--state must be pending, confirmed, unsubscribed"),
    });
  });

  it("say so, and create nothing, when there is no database", async () => {
    const env = testRuntime();
    const missing = `file:${env.dir}/missing.db`;
    await expect(run("scripts/enquiries.ts", [], missing)).rejects.toMatchObject({
      stderr: expect.stringContaining("There is no database"),
    });
  });

  // A disk that cannot be written, as SQLite meets it: it cannot make the shared-memory file it
  // reads a database in write-ahead mode with (here a folder stands where that file would be).
  it("list what the database holds on a disk that cannot be written, and say so", async () => {
    const env = testRuntime();
    await enquiryAction(formRequest("/contact-us", validEnquiry), env.runtime);
    const url = env.runtime.config.databaseUrl;
    const file = url.slice("file:".length);
    // Stopped, the site's last connection folds its write-ahead log into the file.
    await env.runtime.stop();
    mkdirSync(`${file}-shm`);
    const { stdout, stderr } = await run("scripts/enquiries.ts", ["--format", "json"], url);
    expect(JSON.parse(stdout)).toEqual([
      expect.objectContaining({ reference: expect.stringMatching(/^SB-/) }),
    ]);
    expect(stderr).toContain(
      "cannot be written: the database is read as it is, and nothing in it can be changed",
    );
  });
});
