import { useId, useRef, useState } from "react";
import { safeImageUrl } from "../../lib/url-policy";
import { useLL } from "../../state/i18n";
import { parseDataUrl, type ImageChange, type PickedImage } from "./profile-rules";
import "./profile-form.css";
import "../../state/ns/profileEdit";

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

/** What the form shows for an image: the server's (through the URL policy) until a file is picked or it is removed. */
export const shownImage = (current: string | null, change: ImageChange): string | null =>
  change === undefined ? safeImageUrl(current) : change?.dataUrl ?? null;

/**
 * The image with a button to choose another and one to remove it; the file input itself stays out of sight (a
 * list of media types is shown only when a file of another type is chosen).
 */
export function ImagePicker({ kind, current, change, onChange, types }: Props) {
  const LL = useLL();
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const shown = shownImage(current, change);
  const avatar = kind === "avatar";
  const typeList = types.join(", ");

  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (!types.includes(file.type)) {
      setError(LL.profileEdit.unsupportedImage({ types: typeList }));
      return;
    }
    const image = await readImage(file);
    setError(image ? null : LL.profileEdit.imageUnreadable());
    if (image) onChange(image);
  };

  return (
    <div className="image-picker">
      <label htmlFor={inputId}>{avatar ? LL.profileEdit.avatar() : LL.profileEdit.banner()}</label>
      <div className="image-picker-row">
        {shown ? <img className={`image-preview ${kind}-preview`} src={shown} alt="" /> : <span className={`image-preview ${kind}-preview`} />}
        <input
          ref={input}
          id={inputId}
          type="file"
          hidden
          accept={types.join(",")}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            void pick(e.target.files?.[0]);
            e.target.value = "";
          }}
        />
        <button type="button" className="button" aria-describedby={error ? errorId : undefined} onClick={() => input.current?.click()}>
          {avatar ? LL.profileEdit.chooseAvatar() : LL.profileEdit.chooseBanner()}
        </button>
        {shown && (
          <button type="button" className="button" onClick={() => onChange(null)}>
            {avatar ? LL.profileEdit.removeAvatar() : LL.profileEdit.removeBanner()}
          </button>
        )}
      </div>
      {error && (
        <span id={errorId} className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
