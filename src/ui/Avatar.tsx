import defaultAvatar from "./default-avatar.svg";
import { safeImageUrl } from "../lib/url-policy";

/**
 * An avatar image; the default picture when the account has none, its URL is not one we load (A8), or it fails
 * to load.
 */
export function Avatar({ src, size = 48, alt = "" }: { src?: string | null; size?: number; alt?: string }) {
  return (
    <img
      className="avatar"
      src={safeImageUrl(src) ?? defaultAvatar}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={(e) => {
        if (e.currentTarget.src !== new URL(defaultAvatar, location.href).href) e.currentTarget.src = defaultAvatar;
      }}
    />
  );
}
