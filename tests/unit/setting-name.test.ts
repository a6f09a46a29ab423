import { describe, expect, it } from "vitest";
import { settingName } from "~/lib/setting-name";
import { describeSmtp } from "~/forms/config.server";
import { describeDatabase } from "~/forms/store/database.server";

const SECRET = "s3cret-Passw0rd";

/** Every form an address setting takes, each with the password in it. */
const forms = [
  `postgres://site:${SECRET}@db.internal.example:5432/saltbush`,
  `postgres://site:${SECRET}@/saltbush?host=/run/postgresql`,
  `postgresql://site:${SECRET}@%2Frun%2Fpostgresql/saltbush`,
  `smtp://site:${SECRET}@smtp.internal.example:587`,
  `smtps://site:${SECRET}@[fd00::1]:465`,
  `https://hooks.internal.example/catch?key=${SECRET}`,
  `site:${SECRET}@db.internal.example`,
  `${SECRET}`,
  `not a url ${SECRET}`,
  `smtp://site:${SECRET}@[::1`,
];

describe("a setting as logs and pages name it", () => {
  it.each(forms)("shows the name and the scheme only of %s", (value) => {
    for (const words of [
      settingName("DATABASE_URL", value),
      describeSmtp(value),
      describeDatabase(
        value.startsWith("smtp") || value.startsWith("https") ? `postgres://x:${SECRET}@h/db` : value,
      ),
    ]) {
      expect(words).not.toContain(SECRET);
      expect(words).not.toContain("internal.example");
      expect(words).not.toContain("/run/postgresql");
      expect(words).not.toContain("fd00");
    }
  });

  it("keeps the scheme, which tells the operator which kind of address it is", () => {
    expect(settingName("SMTP_URL", `smtps://u:${SECRET}@mail.example:465`)).toBe("SMTP_URL (smtps:…)");
    expect(settingName("DATABASE_URL", `Postgres://u:${SECRET}@/db`)).toBe("DATABASE_URL (postgres:…)");
    expect(settingName("DATABASE_URL", undefined)).toBe("DATABASE_URL");
    expect(settingName("DATABASE_URL", `:${SECRET}`)).toBe("DATABASE_URL");
    expect(settingName("DATABASE_URL", `1x:${SECRET}`)).toBe("DATABASE_URL");
  });
});
