/** Run as its own process by migrations.test.ts: migrates DATABASE_URL with one extra step, prints what it applied. */
import { openDatabase } from "../../../app/forms/store/database.server";
import { migrate, migrations } from "../../../app/forms/store/migrations.server";

const db = await openDatabase(process.env.DATABASE_URL!, { migrate: false });
const extra = [
  ...migrations,
  {
    version: Math.max(...migrations.map((step) => step.version)) + 1,
    name: "test step",
    sqlite: ["CREATE TABLE test_step (id INTEGER)"],
    postgres: ["CREATE TABLE test_step (id INTEGER)"],
  },
];
const applied = await migrate(db, extra);
db.close();
process.stdout.write(JSON.stringify(applied));
