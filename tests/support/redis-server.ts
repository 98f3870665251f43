import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { freePort } from "./free-port.ts";

export type RedisServer = {
  url: string;
  /** Stops the server and starts a new one on the same port, empty: a restart without persistence. */
  restart(): Promise<void>;
  stop(): Promise<void>;
};

/** A redis-server of its own on a free port, keeping nothing on disk (as a cache-only Redis runs). */
export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    const started = spawn(
      "/usr/bin/redis-server",
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    child = started;
    let output = "";
    await new Promise<void>((resolve, reject) => {
      started.stdout?.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes("Ready to accept connections")) resolve();
      });
      started.once("exit", (code) => reject(new Error(`redis-server exited with ${code}: ${output}`)));
    });
    started.stdout?.resume();
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = once(running, "exit");
    running.kill("SIGTERM");
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    async restart() {
      await stop();
      await start();
    },
    stop,
  };
}
