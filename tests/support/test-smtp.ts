/**
 * An in-process SMTP server that records what it receives (STYLE.md "Tests":
 * outside services are replaced by a fake that records what was sent).
 */
import { SMTPServer } from "smtp-server";

export type ReceivedEmail = { from: string; to: string[]; raw: string };

export type TestSmtpServer = { port: number; received: ReceivedEmail[]; close(): Promise<void> };

export async function startTestSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedEmail[] = [];
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    port: actualPort,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on (it was free a moment ago). */
export async function freePort(): Promise<number> {
  const probe = await startTestSmtpServer();
  await probe.close();
  return probe.port;
}

/** A received message's subject and text, MIME decoded (encoded words, base64, quoted-printable). */
export function readEmail(raw: string) {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, " ");
  const header = (name: string) =>
    headers.match(new RegExp(`^${name}: (.*)$`, "im"))?.[1]?.trim() ?? "";
  const words = (value: string) =>
    value
      .replace(/\?=\s+=\?/g, "?==?")
      .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, how: string, text: string) =>
        how.toUpperCase() === "B"
          ? Buffer.from(text, "base64").toString("utf8")
          : quoted(text.replace(/_/g, " ")),
      );
  const quoted = (text: string) =>
    Buffer.from(
      text
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      "latin1",
    ).toString("utf8");
  const body = rest.join("\n\n");
  const encoding = header("Content-Transfer-Encoding").toLowerCase();
  const text =
    encoding === "base64"
      ? Buffer.from(body.replace(/\s/g, ""), "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? quoted(body)
        : body;
  return { subject: words(header("Subject")), text, header };
}
