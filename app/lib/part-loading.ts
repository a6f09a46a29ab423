/**
 * Loading the site's own script and style parts on demand (SPEC sections 7 and 8).
 * A part that fails, or has not finished within the timeout, is a failed part.
 */
export const PART_LOAD_TIMEOUT_MS = 120_000;

export class PartLoadError extends Error {
  override name = "ChunkLoadError";
  constructor(
    readonly part: string,
    options?: { cause?: unknown },
  ) {
    super(`Loading chunk ${part} failed.`, options);
  }
}

/** A part's name as the error names it: its file name, e.g. "service-B1x9.js". */
export function partName(url: string): string {
  return url.split("?")[0]?.split("/").pop() || url;
}

/** Resolves with the load, or rejects with a PartLoadError on failure or after the timeout. */
export function withPartTimeout<T>(
  url: string,
  loading: Promise<T>,
  timeoutMs: number = PART_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PartLoadError(partName(url))), timeoutMs);
    loading.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new PartLoadError(partName(url), { cause }));
      },
    );
  });
}

export function loadScriptPart(url: string): Promise<unknown> {
  return withPartTimeout(url, import(/* @vite-ignore */ url));
}

/** Fetches a stylesheet into the cache without applying it; React Router applies it after. */
export function loadStylePart(url: string): Promise<void> {
  const loading = new Promise<void>((resolve, reject) => {
    const link = document.createElement("link");
    link.rel = "preload";
    link.as = "style";
    link.href = url;
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(`stylesheet ${url} did not load`));
    document.head.append(link);
  });
  return withPartTimeout(url, loading);
}
