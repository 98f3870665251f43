import { lazy } from "react";
import { AfterMount } from "../../../shell/after-mount.tsx";

const FavoriteButton = lazy(() =>
  import("./favorite-button.tsx").then((m) => ({ default: m.FavoriteButton })),
);

type Props = { slug: string; name: string; className?: string };

/** The favourite star, loaded after the page is interactive so it adds nothing to the first load. */
export function LazyFavoriteButton(props: Props) {
  const placeholder = (
    <span
      aria-hidden="true"
      className={`inline-flex h-8 w-8 items-center justify-center text-lg leading-none text-muted opacity-50 ${props.className ?? ""}`}
    >
      ☆
    </span>
  );
  return (
    <AfterMount placeholder={placeholder}>
      <FavoriteButton {...props} />
    </AfterMount>
  );
}
