/** Where the forms write what happened. Log lines name references, never what visitors typed. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export const consoleLogger: Logger = {
  info: (message) => console.log(`[forms] ${message}`),
  warn: (message) => console.warn(`[forms] ${message}`),
  error: (message) => console.error(`[forms] ${message}`),
};

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
