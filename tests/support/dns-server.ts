import { createSocket } from "node:dgram";

/**
 * A DNS server on 127.0.0.1 over UDP that answers TXT questions from a map the test fills (name → records), for
 * the website proof's TXT check through node:dns's real resolver. Any other question, or a name without
 * records, answers NXDOMAIN.
 */
export async function startDnsServer(port: number) {
  const records = new Map<string, string[]>();
  const socket = createSocket("udp4");

  socket.on("message", (query, from) => {
    let at = 12;
    const labels: string[] = [];
    while (query[at] !== 0) {
      labels.push(query.subarray(at + 1, at + 1 + query[at]).toString("ascii"));
      at += query[at] + 1;
    }
    const questionEnd = at + 5;
    const type = query.readUInt16BE(at + 1);
    const texts = type === 16 ? (records.get(labels.join(".").toLowerCase()) ?? []) : [];
    const header = Buffer.alloc(12);
    header.writeUInt16BE(query.readUInt16BE(0), 0);
    header.writeUInt16BE(texts.length > 0 ? 0x8580 : 0x8583, 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(texts.length, 6);
    const answers = texts.map((text) => {
      const data = Buffer.from(text, "utf8");
      const answer = Buffer.alloc(12);
      answer.writeUInt16BE(0xc00c, 0);
      answer.writeUInt16BE(16, 2);
      answer.writeUInt16BE(1, 4);
      answer.writeUInt32BE(60, 6);
      answer.writeUInt16BE(data.length + 1, 10);
      return Buffer.concat([answer, Buffer.from([data.length]), data]);
    });
    socket.send(
      Buffer.concat([header, query.subarray(12, questionEnd), ...answers]),
      from.port,
      from.address,
    );
  });
  await new Promise<void>((resolve) => socket.bind(port, "127.0.0.1", resolve));

  return {
    server: `127.0.0.1:${port}`,
    /** Sets a name's TXT records (each at most 255 bytes); none removes them. */
    txt: (name: string, ...texts: string[]) => records.set(name.toLowerCase(), texts),
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
