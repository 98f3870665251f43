// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useVisible } from "./use-visible.ts";

/** A stand-in IntersectionObserver that records every instance and lets the test report entries. */
class FakeObserver {
  static made: FakeObserver[] = [];
  readonly targets = new Set<Element>();
  readonly report: (entries: { target: Element; isIntersecting: boolean }[]) => void;
  constructor(report: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
    this.report = report;
    FakeObserver.made.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
}
vi.stubGlobal("IntersectionObserver", FakeObserver);

function Row({ id }: { id: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  const visible = useVisible(ref);
  return (
    <p ref={ref} data-testid={id}>
      {visible ? "visible" : "hidden"}
    </p>
  );
}

afterEach(cleanup);

describe("useVisible", () => {
  it("watches every row with one observer and tells each row its own visibility", () => {
    const { unmount } = render(
      <>
        <Row id="a" />
        <Row id="b" />
        <Row id="c" />
      </>,
    );
    expect(FakeObserver.made).toHaveLength(1);
    const [observer] = FakeObserver.made;
    expect(observer.targets.size).toBe(3);
    act(() =>
      observer.report([
        { target: screen.getByTestId("a"), isIntersecting: true },
        { target: screen.getByTestId("c"), isIntersecting: true },
      ]),
    );
    expect(screen.getByTestId("a").textContent).toBe("visible");
    expect(screen.getByTestId("b").textContent).toBe("hidden");
    expect(screen.getByTestId("c").textContent).toBe("visible");
    act(() => observer.report([{ target: screen.getByTestId("a"), isIntersecting: false }]));
    expect(screen.getByTestId("a").textContent).toBe("hidden");
    unmount();
    expect(observer.targets.size).toBe(0);
  });
});
