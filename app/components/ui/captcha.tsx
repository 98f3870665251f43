import { useCallback, useEffect, useRef, useState } from "react";
import type { CaptchaView } from "../../../domain/captcha/captcha.ts";
import { useTranslation } from "../../i18n/i18n.tsx";

const TURNSTILE_SCRIPT = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";

type Turnstile = {
  render: (
    host: HTMLElement,
    options: {
      sitekey: string;
      language: string;
      callback: (token: string) => void;
      "expired-callback": () => void;
      "error-callback": () => boolean;
    },
  ) => string;
  remove: (id: string) => void;
};

/** ALTCHA's texts the widget shows, each from locales/<code>/captcha.json (`widget`). */
const WIDGET_STRINGS = [
  "label",
  "loading",
  "verify",
  "verifying",
  "verified",
  "verificationRequired",
  "waitAlert",
  "error",
  "expired",
  "reload",
  "ariaLinkLabel",
] as const;

/** How long a send waits for a widget still solving before it says the captcha is missing. */
const SOLVE_WAIT_MS = 20_000;

let turnstileLoading: Promise<Turnstile> | undefined;

/** Turnstile's script, added once to the page when a form first needs it. */
function loadTurnstile(): Promise<Turnstile> {
  turnstileLoading ??= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = TURNSTILE_SCRIPT;
    script.async = true;
    script.onload = () => resolve((globalThis as unknown as { turnstile: Turnstile }).turnstile);
    script.onerror = () => {
      turnstileLoading = undefined;
      reject(new Error("Turnstile did not load"));
    };
    document.head.append(script);
  });
  return turnstileLoading;
}

/**
 * The captcha of a form (registration, a post, an answer): the proof-of-work widget by default, Turnstile where
 * the site configured it. Its script loads only with the form. `solved()` gives what the form sends as
 * `captcha`, waiting while the widget still solves; `reset` asks for a new one, as every solution is accepted
 * once (call it after each send).
 */
export function useCaptcha(view: CaptchaView) {
  const { t, locale } = useTranslation("captcha");
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const [round, setRound] = useState(0);
  const latest = useRef("");
  const waiting = useRef<((token: string) => void)[]>([]);
  const setToken = useCallback((next: string) => {
    latest.current = next;
    if (next) for (const resolve of waiting.current.splice(0)) resolve(next);
  }, []);
  const strings = JSON.stringify(
    Object.fromEntries(WIDGET_STRINGS.map((name) => [name, t(`widget.${name}`)])),
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round mounts a new widget (a reset)
  useEffect(() => {
    const element = host;
    if (!element) return;
    let ended = false;
    let cleanup = () => {};
    setToken("");
    if (view.kind === "pow") {
      import("../../runtime/altcha-widget.ts").then(({ mountAltcha }) => {
        if (ended) return;
        const widget = mountAltcha(element, {
          challengeUrl: "/api/captcha/challenge",
          language: locale,
          strings: JSON.parse(strings),
          onPayload: setToken,
        });
        cleanup = () => widget.remove();
      });
    } else {
      loadTurnstile().then(
        (turnstile) => {
          if (ended) return;
          const id = turnstile.render(element, {
            sitekey: view.siteKey,
            language: locale,
            callback: setToken,
            "expired-callback": () => setToken(""),
            "error-callback": () => {
              setToken("");
              return true;
            },
          });
          cleanup = () => turnstile.remove(id);
        },
        () => setToken(""),
      );
    }
    return () => {
      ended = true;
      cleanup();
    };
  }, [host, view.kind, locale, strings, round]);

  const reset = useCallback(() => setRound((n) => n + 1), []);
  /** The solution, waiting for the widget while it is still solving; "" when none comes in time. */
  const solved = useCallback(
    () =>
      latest.current
        ? Promise.resolve(latest.current)
        : new Promise<string>((resolve) => {
            waiting.current.push(resolve);
            setTimeout(() => resolve(latest.current), SOLVE_WAIT_MS);
          }),
    [],
  );
  /** The widget, with the form's refusal of the captcha (translated) under it. */
  const field = (error?: string) => (
    <div className="grid gap-1">
      <div ref={setHost} className="min-h-16 max-w-full" data-testid="captcha" />
      {error ? (
        <p className="text-sm text-down" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
  return { solved, reset, field };
}
