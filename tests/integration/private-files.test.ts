import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { enquiryAction } from "~/forms/contact-action.server";
import { emit } from "../../app/forms/store/staff-export.server";
import { formRequest, testRuntime, validEnquiry } from "./support/forms";

const mode = (path: string) => statSync(path).mode & 0o777;

/** Whatever the umask says: the test runs with the usual 022, which makes files readable by all. */
describe("files holding visitors' details", () => {
  it("the database's folder, the database, its log and the secret beside it are the owner's alone", async () => {
    const env = testRuntime((dir) => ({ databaseUrl: `file:${join(dir, "data", "site.db")}` }));
    const { runtime } = env;
    await enquiryAction(formRequest("/contact-us", validEnquiry), runtime);
    runtime.keys();
    const data = join(env.dir, "data");
    expect(mode(data)).toBe(0o700);
    for (const file of ["site.db", "site.db-wal", "site.db-shm", "site.db.secret"])
      expect(mode(join(data, file)), file).toBe(0o600);
  });

  it("a staff export is the owner's alone, even over a file that was readable by all", () => {
    const dir = mkdtempSync(join(tmpdir(), "saltbush-export-"));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const fresh = join(dir, "enquiries.csv");
    const old = join(dir, "subscribers.csv");
    writeFileSync(old, "old");
    chmodSync(old, 0o644);
    const quiet = console.error;
    console.error = () => {};
    try {
      emit("name,email\n", fresh, 0, "enquiries");
      emit("email\n", old, 0, "subscribers");
    } finally {
      console.error = quiet;
    }
    expect(mode(fresh)).toBe(0o600);
    expect(mode(old)).toBe(0o600);
  });
});
