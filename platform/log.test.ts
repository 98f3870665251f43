import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { logLines } from "./log.ts";

describe("logLines", () => {
  it("writes each line at its level, info by default, so LOG_LEVEL=warn keeps the failures only", () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino({ level: "warn" }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const log = logLines(logger);
    log({ pairs: 3 }, "market engine running");
    log({ dropped: 1 }, "market trades dropped while the database is away", "warn");
    log({ task: "flush" }, "market task failed", "error");
    expect(lines).toMatchObject([
      { level: 40, dropped: 1, msg: "market trades dropped while the database is away" },
      { level: 50, task: "flush", msg: "market task failed" },
    ]);
  });
});
