import { readFileSync } from "node:fs";

/** nodemailer's own DKIM option: the sending domain, the DNS selector and the private key (PEM). */
export interface DkimSettings {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

/**
 * DKIM_DOMAIN, DKIM_SELECTOR and the key (DKIM_PRIVATE_KEY_FILE, a PEM file, or DKIM_PRIVATE_KEY
 * itself): all three or none. A half-set one stops the server at start-up, not at the first send.
 */
export function dkimSettings(env: NodeJS.ProcessEnv): DkimSettings | undefined {
  const domainName = env.DKIM_DOMAIN?.trim();
  const keySelector = env.DKIM_SELECTOR?.trim();
  const file = env.DKIM_PRIVATE_KEY_FILE?.trim();
  const inline = env.DKIM_PRIVATE_KEY?.trim();
  if (!domainName && !keySelector && !file && !inline) return undefined;
  if (!domainName || !keySelector || !(file || inline))
    throw new Error(
      "DKIM needs DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY_FILE (or DKIM_PRIVATE_KEY) together, or none of them",
    );
  const privateKey = file ? readFileSync(file, "utf8") : inline!.replaceAll("\\n", "\n");
  if (!privateKey.includes("PRIVATE KEY"))
    throw new Error("The DKIM private key must be a PEM key (-----BEGIN PRIVATE KEY----- …)");
  return { domainName, keySelector, privateKey };
}
