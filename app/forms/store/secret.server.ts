import { createHmac, randomBytes } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { FormsConfig } from "../config.server";
import { privateFolder } from "./database.server";
import { databaseFile } from "./sqlite.server";

/**
 * The keys behind every signed link (confirm, unsubscribe) and every unsubscribe record's hash.
 * They are derived from one server secret: SECRET, or when that is unset a random one generated
 * on first start and kept beside the database file (`<database>.secret`, readable by the owner
 * only). Earlier secrets (SECRET_PREVIOUS) still verify links and match unsubscribe records after
 * a rotation; new links are always signed with the current one.
 */
export interface SiteKeys {
  /** Signs a token (current secret). */
  sign(text: string): Buffer;
  /** Every key a token may have been signed with, current first. */
  verifiers: ((text: string) => Buffer)[];
  /** Keyed hashes of an address, current first: an unsubscribe record matches any of them. */
  addressHashes(emailKey: string): string[];
}

/** Where a generated secret is kept: beside a file database (`data/saltbush.db.secret`). */
export function secretFile(databaseUrl: string): string | null {
  const file = databaseFile(databaseUrl);
  return file ? `${file}.secret` : null;
}

/**
 * The secret from the environment, or the one beside the database, created when missing. Created
 * with O_EXCL, so when two processes start together one writes it and the other reads it.
 */
export function serverSecret(config: Pick<FormsConfig, "secret" | "databaseUrl">): {
  secret: string;
  generatedIn?: string;
} {
  if (config.secret) return { secret: config.secret };
  const file = secretFile(config.databaseUrl);
  if (!file)
    throw new Error(
      "SECRET must be set when DATABASE_URL is a database server: there is no folder to keep a generated one in",
    );
  privateFolder(dirname(file));
  try {
    const fresh = randomBytes(32).toString("base64url");
    writeFileSync(file, `${fresh}\n`, { flag: "wx", mode: 0o600 });
    return { secret: fresh, generatedIn: file };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const stored = readFileSync(file, "utf8").trim();
  if (stored.length < 32)
    throw new Error(`The secret in ${file} is damaged: delete the file to make a new one`);
  return { secret: stored };
}

const derive = (secret: string, purpose: string) => createHmac("sha256", secret).update(purpose).digest();
const hmac = (key: Buffer) => (text: string) => createHmac("sha256", key).update(text).digest();

export function siteKeys(secret: string, previous: string[] = []): SiteKeys {
  const all = [secret, ...previous];
  const tokenKeys = all.map((value) => hmac(derive(value, "saltbush link tokens")));
  const hashKeys = all.map((value) => hmac(derive(value, "saltbush unsubscribe records")));
  return {
    sign: tokenKeys[0]!,
    verifiers: tokenKeys,
    addressHashes: (emailKey) => hashKeys.map((key) => key(emailKey).toString("base64url")),
  };
}
