import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { enquiryAction } from "~/forms/contact-action.server";
import { ENQUIRY_FIELDS } from "~/forms/enquiry-fields";
import { enquiryPayload } from "../../app/forms/mail/webhook.server";
import type { OutboxMessage } from "../../app/forms/mail/outbox.server";
import { ENQUIRY_RECORD, enquiryColumns, fieldsForStaff } from "../../app/forms/store/enquiry-record.server";
import type { Database } from "../../app/forms/store/sql.server";
import { answer, formRequest, rows, validEnquiry } from "./support/forms";
import { TEST_SECRET, storeRuntime, stores } from "./support/stores";

/**
 * The enquiry's fields are written once (app/forms/store/enquiry-record.server.ts): every column of
 * the enquiries table is either the site's own bookkeeping or comes from a field's definition, and
 * every field's definition reaches the company's email, the staff export and the webhook's JSON.
 * A column stored any other way, or a field left out of one of them, fails here.
 */
const BOOKKEEPING = ["id", "reference", "submission_id", "created_at", "channel", "kind", "answers"];

async function tableColumns(db: Database): Promise<string[]> {
  const sql =
    db.dialect === "sqlite"
      ? "SELECT name FROM pragma_table_info('enquiries')"
      : "SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'enquiries'";
  return (await db.execute(sql)).rows.map((row) => String(row.name)).sort();
}

// Distinct values, so each can be found where it should be.
const distinct = {
  ...validEnquiry,
  name: "Distinct Name Ōtautahi",
  phone: "03 9123 4567",
  business: "Distinct Business Pty Ltd",
  postcode: "3999",
  message: "A distinct message about the grease trap behind the kitchen.",
};

describe.each(stores)("the enquiry's fields on $name", { timeout: 60_000 }, (store) => {
  it("are the only columns of the enquiries table besides the site's bookkeeping", async () => {
    const { runtime } = await storeRuntime(store);
    const db = await runtime.db();
    const fromFields = Object.keys(
      enquiryColumns(
        { ...distinct, audience: "small-business", privacy: true } as Parameters<typeof enquiryColumns>[0],
        "Grease trap pump-outs",
      ),
    );
    expect(await tableColumns(db)).toEqual([...BOOKKEEPING, ...fromFields].sort());
    expect(Object.keys(ENQUIRY_RECORD).sort()).toEqual([...ENQUIRY_FIELDS].sort());
  });

  it("each reach the company's email, the staff export and the webhook's JSON", async () => {
    const { runtime } = await storeRuntime(store);
    expect(answer(await enquiryAction(formRequest("/contact-us", distinct), runtime)).status).toBe(303);
    const db = await runtime.db();
    const [row] = await rows(db, "SELECT * FROM enquiries");
    const staff = fieldsForStaff(row!);
    expect(staff.map((field) => field.label)).toHaveLength(ENQUIRY_FIELDS.length);

    const [mail] = await rows(db, "SELECT body FROM outbox WHERE kind = 'notification'");
    for (const { label, value, block } of staff)
      expect(String(mail!.body), label).toContain(block ? `${label}:\n${value}` : `${label}: ${value}`);

    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "scripts/enquiries.ts", "--format", "json"],
      { env: { ...process.env, DATABASE_URL: runtime.config.databaseUrl, SECRET: TEST_SECRET } },
    );
    const [exported] = JSON.parse(stdout) as Record<string, unknown>[];
    for (const { label, value } of staff) expect(exported![label.toLowerCase()], label).toBe(value);

    const payload = await enquiryPayload(
      db,
      { id: 1, enquiryId: Number(row!.id) } as OutboxMessage,
      new Date(),
    );
    const columns = Object.keys(
      ENQUIRY_FIELDS.reduce(
        (all, field) => ({
          ...all,
          ...ENQUIRY_RECORD[field].columns(
            { ...distinct, audience: "small-business", privacy: true } as Parameters<
              typeof enquiryColumns
            >[0],
            "x",
          ),
        }),
        {},
      ),
    );
    for (const column of columns) expect(payload!.enquiry, column).toHaveProperty(column);
    expect(payload!.enquiry).toMatchObject({
      name: distinct.name,
      business: distinct.business,
      message: distinct.message,
    });
  });
});
