import { useId, useState } from "react";
import { safeImageUrl } from "../../lib/url-policy";
import { useLL } from "../../state/i18n";
import { parseDataUrl, type ImageChange, type PickedImage } from "./profile-rules";
import "../../state/ns/settings";

interface Props {
  kind: "avatar" | "banner";
  /** The image the server has now; null when there is none. */
  current: string | null;
  change: ImageChange;
  onChange: (change: ImageChange) => void;
  /** Image media types the instance accepts. */
  types: string[];
}

function readImage(file: File): Promise<PickedImage | null> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => {
      const dataUrl = typeof reader.result === "string" ? reader.result : "";
      const parsed = parseDataUrl(dataUrl);
      resolve(parsed ? { ...parsed, mediaType: file.type || parsed.mediaType, dataUrl } : null);
    };
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(file);
  });
}

export function ImagePicker({ kind, current, change, onChange, types }: Props) {
  const LL = useLL();
  const inputId = useId();
  const hintId = useId();
  const [error, setError] = useState<string | null>(null);
  const shown = change === undefined ? safeImageUrl(current) : change?.dataUrl ?? null;
  const label = kind === "avatar" ? LL.settings.profile.avatar() : LL.settings.profile.banner();
  const typeList = types.join(", ");

  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (!types.includes(file.type)) {
      setError(LL.settings.profile.unsupportedImage({ types: typeList }));
      return;
    }
    const image = await readImage(file);
    setError(image ? null : LL.settings.profile.imageUnreadable());
    if (image) onChange(image);
  };

  return (
    <div className="image-picker">
      <label htmlFor={inputId}>{label}</label>
      <div className="image-picker-row">
        {shown && <img className={`image-preview ${kind}-preview`} src={shown} alt="" />}
        <input
          id={inputId}
          type="file"
          accept={types.join(",")}
          aria-describedby={hintId}
          aria-invalid={error !== null}
          onChange={(e) => {
            void pick(e.target.files?.[0]);
            e.target.value = "";
          }}
        />
        {shown && (
          <button type="button" className="button" onClick={() => onChange(null)}>
            {kind === "avatar" ? LL.settings.profile.removeAvatar() : LL.settings.profile.removeBanner()}
          </button>
        )}
      </div>
      <span id={hintId} className={error ? "field-error" : "hint"} role={error ? "alert" : undefined}>
        {error ?? LL.settings.profile.imageTypes({ types: typeList })}
      </span>
    </div>
  );
}
