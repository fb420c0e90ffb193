import defaultAvatar from "./default-avatar.svg";

/** An avatar image; the default picture when the account has none or it fails to load. */
export function Avatar({ src, size = 48, alt = "" }: { src?: string | null; size?: number; alt?: string }) {
  return (
    <img
      className="avatar"
      src={src || defaultAvatar}
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
