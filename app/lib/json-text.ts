/**
 * A large table sent in route data as one JSON string rather than as objects. React Router
 * encodes route data with turbo-stream, whose decoder rebuilds every object and array of it in
 * script, in one task before the page can hydrate: the finder's 164 items took 62–80 ms of a
 * phone's main thread that way. The browser's own `JSON.parse` reads the same text in a few
 * milliseconds (docs/decisions/0007-performance.md).
 */
export type JsonText<T> = string & { readonly jsonOf: T };

export const toJsonText = <T>(value: T): JsonText<T> => JSON.stringify(value) as JsonText<T>;

export const fromJsonText = <T>(text: JsonText<T>): T => JSON.parse(text) as T;
