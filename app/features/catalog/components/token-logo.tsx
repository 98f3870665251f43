import { useEffect, useRef, useState } from "react";
import { chooseLogo, type LogoProbe } from "../../../../lib/logo.ts";

type Props = {
  logo: string | null;
  tokenImage: string | null;
  symbol: string;
  size?: number;
  className?: string;
};

/** What a loaded image tells the logo rule: its natural size, or that it failed when it has none. */
const probeOf = (img: HTMLImageElement): LogoProbe =>
  img.naturalWidth ? { width: img.naturalWidth, height: img.naturalHeight } : { failed: true };

/** The token logo with the logo rule of docs/product.md, Catalogue: a project logo under 300×300 or failing to load gives way. */
export function TokenLogo({ logo, tokenImage, symbol, size = 24, className = "" }: Props) {
  const generated = `/logos/generated/${encodeURIComponent(symbol)}.svg`;
  const fallback = tokenImage ?? generated;
  const [check, setCheck] = useState<LogoProbe | undefined>(undefined);
  const [fallbackFailed, setFallbackFailed] = useState(false);
  const chosen = chooseLogo(logo, fallback, check);
  const src = fallbackFailed ? generated : chosen;
  const ref = useRef<HTMLImageElement>(null);
  // An image that finished loading before hydration fired its load event unseen: check it now.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.currentSrc && src === logo) {
      setCheck(probeOf(img));
    }
  }, [src, logo]);
  return (
    <img
      ref={ref}
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={className ? `logo ${className}` : "logo"}
      onLoad={(e) => {
        if (src === logo && check === undefined) setCheck(probeOf(e.currentTarget));
      }}
      onError={() => {
        if (src === logo) {
          console.warn("Failed to load image", src);
          setCheck({ failed: true });
        } else setFallbackFailed(true);
      }}
    />
  );
}
