import { describe, expect, it } from "vitest";
import { createScrollLock } from "./scroll-lock.ts";

describe("createScrollLock", () => {
  it("hides the overflow while locked and restores the previous value at 0", () => {
    const target = { style: { overflow: "auto" } };
    const scrollLock = createScrollLock(target);
    scrollLock.lock();
    scrollLock.lock();
    expect(target.style.overflow).toBe("hidden");
    expect(scrollLock.count()).toBe(2);
    scrollLock.unlock();
    expect(target.style.overflow).toBe("hidden");
    expect(scrollLock.count()).toBe(1);
    scrollLock.unlock();
    expect(target.style.overflow).toBe("auto");
    expect(scrollLock.count()).toBe(0);
  });

  it("never goes below 0", () => {
    const target = { style: { overflow: "" } };
    const scrollLock = createScrollLock(target);
    scrollLock.unlock();
    expect(scrollLock.count()).toBe(0);
    scrollLock.lock();
    expect(target.style.overflow).toBe("hidden");
    scrollLock.unlock();
    scrollLock.unlock();
    expect(scrollLock.count()).toBe(0);
    expect(target.style.overflow).toBe("");
    scrollLock.lock();
    expect(target.style.overflow).toBe("hidden");
  });
});
