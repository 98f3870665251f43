import { useState } from "react";
import { useRevalidator } from "react-router";
import type { CommunityPayload } from "../../../../lib/realtime/payloads.ts";
import { useTranslation } from "../../../i18n/i18n.tsx";
import { useChannel } from "../../../runtime/realtime/use-channel.ts";

type Channel = { address: string; chainId: number };

/**
 * The posts and answers written in a community since its data reached this page, from its live channel
 * (docs/product.md, Communities), and whether the channel answered yet. The count starts again whenever the
 * page's data is loaded anew.
 */
function useCommunityNews(
  channel: Channel,
  loadedWith: unknown,
  onEvent?: (event: NonNullable<CommunityPayload["event"]>) => void,
) {
  const [news, setNews] = useState(0);
  const [connected, setConnected] = useState(false);
  const [since, setSince] = useState(loadedWith);
  if (since !== loadedWith) {
    setSince(loadedWith);
    setNews(0);
  }
  useChannel({ topic: "COMMUNITY", address: channel.address, chainId: channel.chainId }, (message) => {
    setConnected(true);
    const event = message.type === "update" ? (message.data as CommunityPayload).event : null;
    if (!event) return;
    setNews((count) => count + 1);
    onEvent?.(event);
  });
  return { news, live: connected ? "on" : "off" };
}

/**
 * A feed's notice of new writing: how much arrived since the page loaded, and a button that loads it (the
 * reader's own filter and blocks apply, since the page's loader answers). It holds its line from the start,
 * so nothing below moves when it fills.
 */
export function LiveFeedNotice({ channel, loadedWith }: { channel: Channel; loadedWith: unknown }) {
  const { t } = useTranslation("community");
  const revalidator = useRevalidator();
  const { news, live } = useCommunityNews(channel, loadedWith);
  return (
    <div
      data-testid="live-news"
      data-live={live}
      aria-live="polite"
      className="mb-3 flex min-h-9 items-center gap-3 text-sm"
    >
      {news > 0 ? (
        <>
          <span>{t("live.news", { count: news })}</span>
          <button
            type="button"
            disabled={revalidator.state === "loading"}
            onClick={() => void revalidator.revalidate()}
            className="rounded-md border border-accent px-3 py-1 text-accent hover:bg-accent hover:text-bg"
          >
            {t("live.refresh")}
          </button>
        </>
      ) : null}
    </div>
  );
}

/**
 * Keeps an open thread current: an answer to it is loaded as soon as the channel tells of it (and a reader who
 * tracks the thread has it counted as seen), and screen readers hear that it arrived.
 */
export function LiveThread({
  channel,
  postId,
  loadedWith,
}: {
  channel: Channel;
  postId: number;
  loadedWith: unknown;
}) {
  const { t } = useTranslation("community");
  const revalidator = useRevalidator();
  const [arrived, setArrived] = useState(0);
  const { live } = useCommunityNews(channel, loadedWith, (event) => {
    if (event.kind !== "answer" || event.postId !== postId) return;
    setArrived((count) => count + 1);
    void revalidator.revalidate();
  });
  return (
    <p data-testid="live-thread" data-live={live} aria-live="polite" className="sr-only">
      {arrived > 0 ? t("live.answersArrived", { count: arrived }) : ""}
    </p>
  );
}
