/**
 * A sending server for monthly-send.test.ts, as its own process so the test can kill it: the forms
 * runtime the production server starts (outbox, monthly sender), from the environment, with the
 * site's newest monthly e-mail made due. It runs until it is stopped.
 */
import { formsConfig } from "../../../app/forms/config.server";
import { silentLogger } from "../../../app/forms/log.server";
import { createFormsRuntime } from "../../../app/forms/runtime.server";
import { allIssues } from "../../../app/content/monthly-issues.server";
import { monthlyJob } from "../../../app/monthly/sender.server";

const [newest] = allIssues();
if (!newest) throw new Error("No monthly e-mail in content/monthly/ to send");
const due = { ...newest, sendOn: "2000-01-01", testAddresses: [] };
const runtime = createFormsRuntime(formsConfig(), { log: silentLogger, jobs: [monthlyJob(() => [due])] });
await runtime.start();
process.stdout.write("started\n");
process.on("SIGTERM", () => void runtime.stop().then(() => process.exit(0)));
