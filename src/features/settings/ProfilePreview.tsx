import type { CredentialAccount } from "../../api/types";
import { AccountHandle, DisplayName } from "../../entities/account/AccountName";
import { EmojiText } from "../../entities/content/EmojiText";
import { useLL } from "../../state/i18n";
import { useQuery } from "../../state/query";
import { Avatar } from "../../ui/Avatar";
import { instanceEmojisQuery } from "./instance-emojis";
import { keptFields, wantsInstanceEmojis, type ImageChange, type ProfileForm } from "./profile-rules";
import "../../state/ns/profileEdit";
import "./profile-form.css";

interface Props {
  user: CredentialAccount;
  form: ProfileForm;
  /** The banner the form shows now (the server's through the URL policy, or the picked file's data URL). */
  banner: string | null;
  /** The server's avatar; the picked one is in form.avatar. */
  avatar: string | null;
}

const SIZE = 64;

/** The picked file's own data URL (never a server URL), or the Avatar with the server's image or the default. */
function PreviewAvatar({ current, change }: { current: string | null; change: ImageChange }) {
  if (change) return <img className="avatar" src={change.dataUrl} alt="" width={SIZE} height={SIZE} />;
  return <Avatar src={change === null ? null : current} size={SIZE} />;
}

/**
 * The profile as it will look, following the form as the person types and picks: banner, avatar, display name
 * with custom emoji, handle, bio and fields. The bio is the source text, shown as text. It repeats what the form
 * already says, so it is hidden from screen readers, and nothing in it can be focused.
 */
export function ProfilePreview({ user, form, banner, avatar }: Props) {
  const LL = useLL();
  const known = user.emojis ?? [];
  const note = form.note.trim();
  const listed = useQuery(instanceEmojisQuery, wantsInstanceEmojis(`${form.displayName} ${note}`, known) ? "all" : null).data;
  // The account's own emoji first: they are the ones its saved name and bio use.
  const emojis = listed ? [...known, ...listed] : known;
  const fields = keptFields(form.fields);
  return (
    <div className="profile-preview" aria-hidden="true">
      <p className="profile-preview-caption">{LL.profileEdit.preview()}</p>
      <div className="profile-preview-card">
        {banner ? <img className="profile-preview-banner" src={banner} alt="" /> : <div className="profile-preview-banner" />}
        <div className="profile-preview-body">
          <PreviewAvatar current={avatar} change={form.avatar} />
          <span className="profile-preview-names">
            <DisplayName account={{ ...user, display_name: form.displayName.trim(), emojis }} />
            <AccountHandle account={user} />
          </span>
          {note && (
            <p className="profile-preview-bio">
              <EmojiText text={note} emojis={emojis} />
            </p>
          )}
          {fields.length > 0 && (
            <dl className="profile-preview-fields">
              {fields.map((f, i) => (
                <div key={i}>
                  <dt>{f.name}</dt>
                  <dd>{f.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      </div>
    </div>
  );
}
