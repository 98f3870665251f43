import { type RefObject, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { ChainRef, TokenHit } from "../../../domain/catalog/search.ts";
import type { ContentHit } from "../../../domain/content/index.ts";
import { contentPath } from "../../../lib/content-kinds.ts";
import type { AnyTFunction } from "../../../lib/i18n/translator.ts";
import { type Locale, localizePath } from "../../../lib/locales.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import type { ApiData } from "../../runtime/account-api.ts";
import { ChainNames } from "../ui/chain-names.tsx";

/** Wait this long after the last keystroke before asking the server. */
const DEBOUNCE_MS = 150;
const MIN_CHARS = 2;

type Option = { id: string; href: string; label: string; detail: string; chains?: ChainRef[] };

/** Chains named under a token before the rest are counted. */
const SHOWN_CHAINS = 2;

function optionsOf(
  q: string,
  tokens: Pick<TokenHit, "slug" | "name" | "symbol" | "chains">[],
  content: ContentHit[],
  locale: Locale,
  t: AnyTFunction,
): Option[] {
  return [
    ...tokens.map((token) => ({
      id: `token-${token.slug}`,
      href: localizePath(`/token/${token.slug}`, locale),
      label: `${token.name} (${token.symbol})`,
      detail: t("content:suggest.tokens"),
      chains: token.chains,
    })),
    ...content.map((hit) => ({
      id: `${hit.kind}-${hit.slug}`,
      href: localizePath(contentPath(hit.kind, hit.slug), locale),
      label: hit.title,
      detail: t(`content:search.groups.${hit.kind}`),
    })),
    {
      id: "all",
      href: `${localizePath("/search", locale)}?${new URLSearchParams({ q })}`,
      label: t("content:suggest.seeAll", { q }),
      detail: "",
    },
  ];
}

/**
 * The options of the header's search box as the visitor types (a WAI-ARIA combobox), inside the list the
 * form keeps (site-header.tsx), which shows while `open`: arrow keys move through them, Enter opens the chosen
 * one (or, with none chosen, submits the form to the search page), Escape closes the list. Loaded on the box's
 * first focus, so it costs pages nothing until used.
 */
export default function SearchSuggestions({
  input,
  listId,
  locale,
  open,
  onOpen: setOpen,
}: {
  input: RefObject<HTMLInputElement | null>;
  listId: string;
  locale: Locale;
  open: boolean;
  onOpen: (open: boolean) => void;
}) {
  const { t } = useTranslation("content");
  const navigate = useNavigate();
  const [options, setOptions] = useState<Option[]>([]);
  const [active, setActive] = useState(-1);
  const state = useRef({ options, active, open });
  state.current = { options, active, open };

  useEffect(() => {
    const box = input.current;
    if (!box) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let request: AbortController | undefined;
    const close = () => {
      setOpen(false);
      setActive(-1);
    };
    const lookup = () => {
      clearTimeout(timer);
      request?.abort();
      const q = box.value.trim();
      if (q.length < MIN_CHARS) return close();
      timer = setTimeout(async () => {
        request = new AbortController();
        const params = new URLSearchParams({ q, locale, tokens: "5", perKind: "2" });
        try {
          const res = await fetch(`/api/search?${params}`, { signal: request.signal });
          if (!res.ok) return close();
          const { data } = (await res.json()) as { data: ApiData<"GET", "/api/search"> };
          setOptions(optionsOf(q, data.tokens, data.content, locale, t));
          setActive(-1);
          setOpen(true);
        } catch {
          // A superseded or failed lookup leaves the list as it is; the form still submits.
        }
      }, DEBOUNCE_MS);
    };
    const onKey = (event: KeyboardEvent) => {
      const { options: list, active: current, open: shown } = state.current;
      if (event.key === "Escape") return close();
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        if (!shown || list.length === 0) return;
        event.preventDefault();
        // Positions cycle through the options and back to the box itself (-1).
        const next = current + (event.key === "ArrowDown" ? 1 : -1);
        setActive(next >= list.length ? -1 : next < -1 ? list.length - 1 : next);
        return;
      }
      if (event.key === "Enter" && shown && current >= 0) {
        event.preventDefault();
        close();
        navigate(list[current].href);
      }
    };
    const onBlur = () => setTimeout(close, 150);
    box.addEventListener("input", lookup);
    box.addEventListener("keydown", onKey);
    box.addEventListener("blur", onBlur);
    if (box.value.trim().length >= MIN_CHARS) lookup();
    return () => {
      clearTimeout(timer);
      request?.abort();
      box.removeEventListener("input", lookup);
      box.removeEventListener("keydown", onKey);
      box.removeEventListener("blur", onBlur);
    };
  }, [input, locale, navigate, t, setOpen]);

  useEffect(() => {
    const box = input.current;
    if (!box) return;
    if (open && active >= 0) box.setAttribute("aria-activedescendant", `${listId}-${options[active]?.id}`);
    else box.removeAttribute("aria-activedescendant");
  }, [input, open, active, options, listId]);

  if (!open) return null;
  return options.map((option, i) => (
    <div
      key={option.id}
      id={`${listId}-${option.id}`}
      role="option"
      tabIndex={-1}
      aria-selected={i === active}
      onMouseDown={(event) => {
        event.preventDefault();
        setOpen(false);
        navigate(option.href);
      }}
      className="flex cursor-pointer items-baseline justify-between gap-2 rounded px-2 py-1.5 text-sm aria-selected:bg-accent aria-selected:text-bg hover:bg-bg"
    >
      <span className="min-w-0">
        <span className="block truncate">{option.label}</span>
        {option.chains && option.chains.length > 0 && (
          <span className="flex text-xs opacity-70" data-testid="suggestion-chains">
            <ChainNames chains={option.chains} shown={SHOWN_CHAINS} />
          </span>
        )}
      </span>
      {option.detail && <span className="shrink-0 text-xs opacity-70">{option.detail}</span>}
    </div>
  ));
}
