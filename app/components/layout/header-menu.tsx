import { useEffect, useRef, useState } from "react";

/**
 * A header menu (docs/product.md, Interface behaviour): a disclosure built on <details>, so it opens without
 * JavaScript and its button (the <summary>) tells assistive technology whether it is expanded. Once the page
 * runs, Escape closes it and gives the focus back to the button, and a press outside it closes it. The site
 * header closes every open menu after a navigation.
 *
 * `label` names the button when what it shows is an icon or a code; the name then contains what is shown, so
 * a voice command that says the visible text reaches it (WCAG 2.5.3, label in name).
 */
export function HeaderMenu({
  label,
  button,
  buttonClassName,
  className,
  children,
}: {
  label?: string;
  button: React.ReactNode;
  buttonClassName: string;
  className?: string;
  children: React.ReactNode;
}) {
  const menu = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  // A menu opened before the page came to life is open when React takes over.
  useEffect(() => setOpen(menu.current?.open ?? false), []);
  // Only an open menu listens for presses elsewhere.
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node)) menu.current?.removeAttribute("open");
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);
  const closeOnEscape = (event: React.KeyboardEvent) => {
    if (event.key !== "Escape" || !menu.current?.open) return;
    // A list open inside the menu (the search box's suggestions) takes this Escape for itself.
    if ((event.target as HTMLElement).getAttribute("aria-expanded") === "true") return;
    event.preventDefault();
    menu.current.removeAttribute("open");
    menu.current.querySelector("summary")?.focus();
  };
  return (
    <details
      ref={menu}
      className={className}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={closeOnEscape}
    >
      <summary aria-label={label} className={buttonClassName}>
        {button}
      </summary>
      {children}
    </details>
  );
}
