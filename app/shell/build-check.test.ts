import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type BuildCheckOptions, createBuildCheck, latestBuildUrl } from "./build-check.ts";

function setup(answers: Array<{ id: string } | undefined | Error>, options: Partial<BuildCheckOptions> = {}) {
  let clock = 1000;
  const urls: string[] = [];
  const onNewBuild = vi.fn();
  const check = createBuildCheck({
    currentId: "build-1",
    fetchLatest: async (url) => {
      urls.push(url);
      clock += 1;
      const answer = answers.shift();
      if (answer instanceof Error) throw answer;
      return answer;
    },
    now: () => clock,
    setInterval: (callback, ms) => setInterval(callback, ms),
    clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
    onNewBuild,
    ...options,
  });
  return { check, urls, onNewBuild };
}

describe("createBuildCheck", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("builds the url with a timestamp", () => {
    expect(latestBuildUrl(1234)).toBe("/builds/latest.json?t=1234");
  });

  it("reports no new build while the id is the same", async () => {
    const { check, urls, onNewBuild } = setup([{ id: "build-1" }]);
    await expect(check.checkNow()).resolves.toBe(false);
    expect(urls).toEqual(["/builds/latest.json?t=1000"]);
    expect(onNewBuild).not.toHaveBeenCalled();
  });

  it("offers a different id once", async () => {
    const { check, urls, onNewBuild } = setup([{ id: "build-2" }]);
    await expect(check.checkNow()).resolves.toBe(true);
    await expect(check.checkNow()).resolves.toBe(true);
    expect(onNewBuild).toHaveBeenCalledExactlyOnceWith("build-2");
    expect(urls).toHaveLength(1);
  });

  it("treats failures and empty answers as no new build", async () => {
    const { check, onNewBuild } = setup([new Error("offline"), undefined, { id: "" }]);
    await expect(check.checkNow()).resolves.toBe(false);
    await expect(check.checkNow()).resolves.toBe(false);
    await expect(check.checkNow()).resolves.toBe(false);
    expect(onNewBuild).not.toHaveBeenCalled();
  });

  it("polls every 5 minutes by default and stops after a new build", async () => {
    const { check, urls, onNewBuild } = setup([{ id: "build-1" }, { id: "build-2" }]);
    check.start();
    check.start();
    expect(urls).toEqual([]);
    await vi.advanceTimersByTimeAsync(299_999);
    expect(urls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(urls).toEqual(["/builds/latest.json?t=1000"]);
    await vi.advanceTimersByTimeAsync(300_000);
    expect(urls).toEqual(["/builds/latest.json?t=1000", "/builds/latest.json?t=1001"]);
    expect(onNewBuild).toHaveBeenCalledExactlyOnceWith("build-2");
    expect(vi.getTimerCount()).toBe(0);
    check.start();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("offers once when two checks overlap", async () => {
    const { check, onNewBuild } = setup([{ id: "build-2" }, { id: "build-3" }]);
    const results = await Promise.all([check.checkNow(), check.checkNow()]);
    expect(results).toEqual([true, true]);
    expect(onNewBuild).toHaveBeenCalledExactlyOnceWith("build-2");
  });

  it("takes the interval as an option and can be stopped", async () => {
    const { check, urls } = setup([{ id: "build-1" }, { id: "build-1" }], { intervalMs: 1000 });
    check.start();
    await vi.advanceTimersByTimeAsync(2000);
    expect(urls).toHaveLength(2);
    check.stop();
    check.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(urls).toHaveLength(2);
  });
});
