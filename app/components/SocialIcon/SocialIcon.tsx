/** Simple drawn marks for the three networks; decorative, the link carries the name. */
const paths: Record<string, string> = {
  Facebook:
    "M13.5 21v-7.5H16l.5-3h-3V8.6c0-.9.3-1.6 1.6-1.6h1.6V4.3c-.3 0-1.3-.1-2.4-.1-2.4 0-4 1.4-4 4.1v2.2H7.6v3h2.7V21z",
  LinkedIn:
    "M4.5 9h3v11h-3zM6 4a1.75 1.75 0 110 3.5A1.75 1.75 0 016 4zm3.5 5h2.9v1.5h.1c.4-.8 1.4-1.7 2.9-1.7 3.1 0 3.6 2 3.6 4.6V20h-3v-5.1c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7V20h-3z",
  Instagram:
    "M12 7.2a4.8 4.8 0 100 9.6 4.8 4.8 0 000-9.6zm0 7.8a3 3 0 110-6 3 3 0 010 6zm5-8.9a1.1 1.1 0 11-2.2 0 1.1 1.1 0 012.2 0zM8 3h8a5 5 0 015 5v8a5 5 0 01-5 5H8a5 5 0 01-5-5V8a5 5 0 015-5zm0 1.8A3.2 3.2 0 004.8 8v8A3.2 3.2 0 008 19.2h8a3.2 3.2 0 003.2-3.2V8A3.2 3.2 0 0016 4.8z",
};

export function SocialIcon({ network }: { network: string }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d={paths[network] ?? ""} fill="currentColor" />
    </svg>
  );
}
