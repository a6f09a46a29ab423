/** Where the forms write what happened. Log lines name references, never what visitors typed. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/**
 * Text from outside (an SMTP server's refusal quotes the address it refused) with every email
 * address taken out: logs are kept where `npm run privacy -- delete` cannot reach them.
 */
export function withoutAddresses(text: string): string {
  // Each word (a run between spaces and punctuation) with an @ inside it, found in one pass.
  return text.replace(/[^\s<>()[\]"',;:]+/g, (word) => {
    const at = word.indexOf("@", 1);
    return at !== -1 && at < word.length - 1 ? "[an address]" : word;
  });
}

export const consoleLogger: Logger = {
  info: (message) => console.log(`[forms] ${message}`),
  warn: (message) => console.warn(`[forms] ${message}`),
  error: (message) => console.error(`[forms] ${message}`),
};

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
