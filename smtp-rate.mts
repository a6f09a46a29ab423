import { SMTPServer } from "smtp-server";
import { createMailer } from "./app/forms/mail/mailer.server";
const server = new SMTPServer({ authOptional: true, disabledCommands: ["STARTTLS","AUTH"], logger: false, disableReverseLookup: true,
  onData(stream, _s, cb) { stream.resume(); stream.on("end", () => cb()); } });
await new Promise<void>(r => server.listen(0, "127.0.0.1", r));
const port = (server as any).server.address().port;
for (const pooled of [true, false]) {
const m = createMailer(`smtp://localhost:${port}`, "a@b.example", undefined, pooled);
const t = Date.now();
for (let i = 0; i < 50; i++) await m.send({ id: i, recipient: `r${i}@example.com`, subject: "s", body: "hello", html: "<p>x</p>", reference: "", kind: "monthly-2026-12", headers: {} } as any);
console.log(pooled ? "pooled" : "unpooled", (Date.now() - t) / 50, "ms/msg");
m.close();
}
const bad = createMailer(`smtp://127.0.0.1:1`, "a@b.example");
await bad.send({ id: 1, recipient: "x@example.com", subject: "s", body: "b", reference: "", kind: "x", headers: {} } as any).catch((e) => console.log("refused:", e.code, e.message));
const hang = createMailer(`smtp://10.255.255.1:25?connectionTimeout=1000`, "a@b.example");
const t = Date.now();
await hang.send({ id: 1, recipient: "x@example.com", subject: "s", body: "b", reference: "", kind: "x", headers: {} } as any).catch((e) => console.log("timeout:", e.code, e.message, Date.now() - t));
server.close();
