/** A form body, read safely; `get` returns a field's first value as text, or undefined. */
export interface FormFields {
  get(name: string): string | undefined;
}

export type FormRead = { ok: true; fields: FormFields } | { ok: false; status: 400 | 413 | 415 };

async function readLimited(
  body: ReadableStream<Uint8Array>,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    // Stop reading at once; the rest of the body is never buffered.
    if (size > limit) {
      reader.releaseLock();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Reads a form post of at most `limit` bytes: 413 when it is bigger (checked before reading when
 * the size is declared, and while reading when it is not), 415 for anything but the two form
 * encodings, 400 when it cannot be parsed. Never throws for a bad body.
 */
export async function readForm(request: Request, limit: number): Promise<FormRead> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) return { ok: false, status: 413 };
  const contentType = request.headers.get("content-type") ?? "";
  const type = contentType.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded" && type !== "multipart/form-data")
    return { ok: false, status: 415 };
  try {
    const bytes = request.body ? await readLimited(request.body, limit) : new Uint8Array(0);
    if (!bytes) return { ok: false, status: 413 };
    if (type === "application/x-www-form-urlencoded") {
      const params = new URLSearchParams(new TextDecoder().decode(bytes));
      return { ok: true, fields: { get: (name) => params.get(name) ?? undefined } };
    }
    const form = await new Response(bytes, { headers: { "content-type": contentType } }).formData();
    return {
      ok: true,
      fields: {
        get: (name) => {
          const value = form.get(name);
          return typeof value === "string" ? value : undefined;
        },
      },
    };
  } catch {
    return { ok: false, status: 400 };
  }
}
