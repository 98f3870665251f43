import { lazy } from "react";
import { AfterMount } from "../../../shell/after-mount.tsx";

const FavoriteButton = lazy(() =>
  import("./favorite-button.tsx").then((m) => ({ default: m.FavoriteButton })),
);

type Props = { slug: string; name: string; className?: string };

/** The favourite star, loaded after the page is interactive so it adds nothing to the first load. */
export function LazyFavoriteButton(props: Props) {
  const placeholder = (
    <span className={props.className ? `star-stand-in ${props.className}` : "star-stand-in"} />
  );
  return (
    <AfterMount placeholder={placeholder}>
      <FavoriteButton {...props} />
    </AfterMount>
  );
}
