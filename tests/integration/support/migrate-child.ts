/** Run as its own process by migrations.test.ts: migrates DATABASE_URL with one extra step, prints what it applied. */
import { createClient } from "@libsql/client";
import { migrate, migrations } from "../../../app/forms/store/migrations.server";

const client = createClient({ url: process.env.DATABASE_URL!, timeout: 10_000 });
const extra = [
  ...migrations,
  {
    version: Math.max(...migrations.map((step) => step.version)) + 1,
    name: "test step",
    statements: ["CREATE TABLE test_step (id INTEGER)"],
  },
];
const applied = await migrate(client, extra);
client.close();
process.stdout.write(JSON.stringify(applied));
