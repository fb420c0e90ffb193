import { memo, useRef } from "react";
import type { Visibility } from "../../api/types";
import { useLL } from "../../state/i18n";
import { ToolIcon } from "./ToolIcon";
import { acceptAttribute } from "./upload";
import { VisibilitySelect } from "./VisibilitySelect";
import "../../state/ns/compose";

export interface ToolbarProps {
  editing: boolean;
  sensitive: boolean;
  onToggleSensitive: () => void;
  pollOn: boolean;
  onTogglePoll: () => void;
  canAttach: boolean;
  uploading: boolean;
  supportedTypes: readonly string[];
  onFiles: (files: File[]) => void;
  onFromUrl: () => void;
  emojiOpen: boolean;
  onToggleEmoji: () => void;
  visibility: Visibility;
  allowed: readonly Visibility[];
  onVisibility: (v: Visibility) => void;
}

/**
 * The row of editor tools. Memoised: typing does not re-render it. The attach buttons are aria-disabled, not
 * disabled, while they cannot be used (an upload running, no room left): the focus of the person who pressed one
 * stays on it while the file uploads.
 */
export const ComposerToolbar = memo(function ComposerToolbar(p: ToolbarProps) {
  const LL = useLL();
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <div className="composer-toolbar">
      <input
        ref={fileInput}
        type="file"
        multiple
        hidden
        accept={acceptAttribute(p.supportedTypes)}
        onChange={(e) => {
          p.onFiles([...(e.target.files ?? [])]);
          e.target.value = "";
        }}
      />
      <button
        type="button"
        className="icon-button"
        aria-label={LL.compose.attachFile()}
        title={LL.compose.attachFile()}
        aria-busy={p.uploading}
        aria-disabled={!p.canAttach || undefined}
        onClick={() => p.canAttach && fileInput.current?.click()}
      >
        <ToolIcon name={p.uploading ? "wait" : "attach"} />
      </button>
      <button
        type="button"
        className="icon-button"
        title={LL.compose.uploadFromUrl()}
        aria-label={LL.compose.uploadFromUrl()}
        aria-disabled={!p.canAttach || undefined}
        onClick={() => p.canAttach && p.onFromUrl()}
      >
        <ToolIcon name="link" />
      </button>
      {!p.editing && (
        <button
          type="button"
          className="icon-button"
          aria-pressed={p.pollOn}
          aria-label={p.pollOn ? LL.compose.removePoll() : LL.compose.addPoll()}
          title={p.pollOn ? LL.compose.removePoll() : LL.compose.addPoll()}
          onClick={p.onTogglePoll}
        >
          <ToolIcon name="poll" />
        </button>
      )}
      <button
        type="button"
        className="icon-button"
        aria-pressed={p.sensitive}
        aria-label={LL.compose.contentWarning()}
        title={p.sensitive ? LL.compose.removeContentWarning() : LL.compose.addContentWarning()}
        onClick={p.onToggleSensitive}
      >
        <ToolIcon name="warning" />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-expanded={p.emojiOpen}
        aria-haspopup="dialog"
        aria-label={LL.compose.insertEmoji()}
        title={LL.compose.insertEmoji()}
        onClick={p.onToggleEmoji}
      >
        <ToolIcon name="emoji" />
      </button>
      <VisibilitySelect value={p.visibility} allowed={p.allowed} fixed={p.editing} onChange={p.onVisibility} />
    </div>
  );
});
