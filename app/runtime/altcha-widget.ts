/**
 * The ALTCHA proof-of-work widget, loaded only by the forms that ask for a captcha (app/components/ui/captcha.tsx):
 * the build without inline workers, its stylesheet, and the PBKDF2 worker as a file of the site's own, as the
 * Content-Security-Policy allows (docs/architecture.md, Security baseline).
 */
import "altcha/external";
import "altcha/altcha.css";
import Pbkdf2Worker from "altcha/workers/pbkdf2?worker";

globalThis.$altcha.algorithms.set("PBKDF2/SHA-256", () => new Pbkdf2Worker());

type Mount = {
  challengeUrl: string;
  language: string;
  /** The widget's texts in the reader's language, by ALTCHA's string names. */
  strings: Record<string, string>;
  /** The payload once solved; an empty string while there is none. */
  onPayload: (payload: string) => void;
};

/** Puts a widget into `host` that fetches a challenge and solves it at once; returns it for removal. */
export function mountAltcha(host: HTMLElement, { challengeUrl, language, strings, onPayload }: Mount) {
  globalThis.$altcha.i18n.set(language, { ...globalThis.$altcha.i18n.get("en"), ...strings });
  const widget = document.createElement("altcha-widget");
  widget.setAttribute("challenge", challengeUrl);
  widget.setAttribute("auto", "onload");
  widget.setAttribute("language", language);
  widget.setAttribute("name", "captcha");
  widget.setAttribute("configuration", JSON.stringify({ hideFooter: true, workers: 2 }));
  widget.addEventListener("statechange", (event) => {
    const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail;
    onPayload(state === "verified" && payload ? payload : "");
  });
  host.replaceChildren(widget);
  return widget;
}
