import { lazy, Suspense } from "react";
import { useMounted } from "../../../shell/use-mounted.ts";

const FavoriteButton = lazy(() =>
  import("./favorite-button.tsx").then((m) => ({ default: m.FavoriteButton })),
);

type Props = { slug: string; name: string; className?: string };

/** The favourite star, loaded after the page is interactive so it adds nothing to the first load. */
export function LazyFavoriteButton(props: Props) {
  const mounted = useMounted();
  const placeholder = (
    <span
      aria-hidden="true"
      className={`inline-flex h-8 w-8 items-center justify-center text-lg leading-none text-muted opacity-50 ${props.className ?? ""}`}
    >
      ☆
    </span>
  );
  return mounted ? <Suspense fallback={placeholder}>{<FavoriteButton {...props} />}</Suspense> : placeholder;
}
