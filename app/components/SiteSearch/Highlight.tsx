import type { Segment } from "~/search/snippet";

/** A snippet with its matched words in <mark>. React escapes the text; nothing is read as HTML. */
export function Highlight({ segments }: { segments: Segment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.mark ? <mark key={index}>{segment.text}</mark> : segment.text,
      )}
    </>
  );
}
