import { type FormEvent, useId, useState } from "react";
import { formatDate } from "../../../../lib/format/date.ts";
import { formatPrice } from "../../../../lib/format/number.ts";
import type { ChartVariant, Mark, Side } from "../../../../lib/marks.ts";
import { useTranslation } from "../../../i18n/i18n.tsx";

const PRICE_RE = /^\d{1,30}(\.\d{1,30})?$/;

/** "YYYY-MM-DDTHH:mm" in the visitor's time zone, for a datetime-local input. */
function localInputValue(ms: number): string {
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
}

/**
 * The marks of the current chart variant, with a form to mark one's own buy or sell at a time and price.
 * The form checks its fields and says what is wrong next to each.
 */
export function MarksEditor({
  marks,
  variant,
  limit,
  locale,
  onAdd,
  onRemove,
}: {
  marks: Record<Side, Mark[]>;
  variant: ChartVariant;
  limit: number;
  locale: string;
  onAdd: (mark: Mark) => void;
  onRemove: (side: Side, key: string) => void;
}) {
  const { t } = useTranslation("market");
  const id = useId();
  const [errors, setErrors] = useState<{ time?: string; price?: string }>({});
  const when = (at: number) =>
    formatDate(at, { now: Date.now(), timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone, locale });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const side = form.get("side") === "sell" ? "sell" : "buy";
    const timeText = String(form.get("time") ?? "");
    const price = String(form.get("price") ?? "")
      .trim()
      .replace(",", ".");
    const time = timeText ? new Date(timeText).getTime() : Number.NaN;
    const next: typeof errors = {};
    if (!Number.isFinite(time)) next.time = t("marks.errors.time");
    else if (time > Date.now()) next.time = t("marks.errors.future");
    if (!PRICE_RE.test(price) || Number(price) <= 0) next.price = t("marks.errors.price");
    setErrors(next);
    if (next.time || next.price) return;
    onAdd({ key: `own-${side}-${time}-${price}`, type: side, time, price });
  };

  return (
    <div className="space-y-3">
      <p className="text-sm text-muted">
        {t(variant === "desktop" ? "marks.limitDesktop" : "marks.limitMobile", { limit })}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {(["buy", "sell"] as const).map((side) => (
          <div key={side}>
            <h3 className={`text-sm font-medium ${side === "buy" ? "text-up" : "text-down"}`}>
              {t(side === "buy" ? "marks.buys" : "marks.sells", { count: marks[side].length, limit })}
            </h3>
            {marks[side].length === 0 ? (
              <p className="text-sm text-muted">{t("marks.none")}</p>
            ) : (
              <ul className="mt-1 space-y-1" data-testid={`marks-${side}`}>
                {marks[side].map((mark) => (
                  <li
                    key={mark.key}
                    className="flex items-center justify-between gap-2 rounded border border-line px-2 py-1 text-sm"
                  >
                    <span className="num">
                      {when(mark.time)} · ${formatPrice(mark.price, locale)}
                    </span>
                    <button
                      type="button"
                      className="text-xs text-accent underline"
                      onClick={() => onRemove(side, mark.key)}
                      aria-label={t("marks.removeLabel", { time: when(mark.time) })}
                    >
                      {t("marks.remove")}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))}
      </div>
      <form
        onSubmit={submit}
        noValidate
        className="grid gap-2 rounded-lg border border-line p-3 sm:grid-cols-[auto_1fr_1fr_auto] sm:items-end"
      >
        <fieldset className="flex gap-3">
          <legend className="mb-1 text-xs text-muted">{t("marks.side")}</legend>
          <label className="flex items-center gap-1 text-sm">
            <input type="radio" name="side" value="buy" defaultChecked /> {t("side.buy")}
          </label>
          <label className="flex items-center gap-1 text-sm">
            <input type="radio" name="side" value="sell" /> {t("side.sell")}
          </label>
        </fieldset>
        <div>
          <label htmlFor={`${id}-time`} className="mb-1 block text-xs text-muted">
            {t("marks.time")}
          </label>
          <input
            id={`${id}-time`}
            name="time"
            type="datetime-local"
            defaultValue={localInputValue(Date.now())}
            aria-invalid={errors.time ? true : undefined}
            aria-describedby={errors.time ? `${id}-time-error` : undefined}
            className="w-full rounded border border-line bg-bg px-2 py-1 text-sm"
          />
          {errors.time ? (
            <p id={`${id}-time-error`} className="mt-1 text-xs text-down">
              {errors.time}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={`${id}-price`} className="mb-1 block text-xs text-muted">
            {t("marks.price")}
          </label>
          <input
            id={`${id}-price`}
            name="price"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            aria-invalid={errors.price ? true : undefined}
            aria-describedby={errors.price ? `${id}-price-error` : undefined}
            className="w-full rounded border border-line bg-bg px-2 py-1 text-sm"
          />
          {errors.price ? (
            <p id={`${id}-price-error`} className="mt-1 text-xs text-down">
              {errors.price}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          className="rounded bg-accent px-3 py-1.5 text-sm font-medium text-white dark:text-bg"
        >
          {t("marks.add")}
        </button>
      </form>
    </div>
  );
}
