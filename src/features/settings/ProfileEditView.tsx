import { useAtomValue, useSetAtom } from "jotai";
import { lazy, Suspense, useId, useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import type { CredentialAccount } from "../../api/types";
import { isPlaceholderImage } from "../../lib/account";
import { profileHref } from "../../paths";
import { useLL } from "../../state/i18n";
import { useMutation } from "../../state/mutation";
import { showNoticeAtom } from "../../state/notices";
import { currentUserAtom, instanceAtom, serverAtom } from "../../state/session";
import { usePageTitle } from "../../state/title";
import { saveProfileAtom } from "./profile-actions";
import { ImagePicker, shownImage } from "./ImagePicker";
import { MentionPolicyField } from "./MentionPolicyField";
import { ProfilePreview } from "./ProfilePreview";
import {
  buildProfileUpdate,
  DISPLAY_NAME_MAX,
  displayNameTooLong,
  initialProfileForm,
  maxFields,
  supportedImageTypes,
  type ProfileForm,
} from "./profile-rules";
import "../../state/ns/profileEdit";
import "./settings.css";

// Below the fold on most screens: the extra fields' editor loads after the rest of the form.
const ExtraFieldsEditor = lazy(() => import("./ExtraFieldsEditor").then((m) => ({ default: m.ExtraFieldsEditor })));

/** The server's generated placeholder counts as no image (constants §17). */
const realImage = (url: string | null | undefined) => (isPlaceholderImage(url) ? null : url!);

function ProfileEditForm({ user }: { user: CredentialAccount }) {
  const LL = useLL();
  const instance = useAtomValue(instanceAtom);
  // Who may mention this account is Mitra's own profile setting; other servers drop it unsaved.
  const { mitra } = useAtomValue(serverAtom);
  const save = useMutation(useSetAtom(saveProfileAtom));
  const showNotice = useSetAtom(showNoticeAtom);
  const [, navigate] = useLocation();
  const [form, setForm] = useState<ProfileForm>(() => initialProfileForm(user));
  const { pending, error } = save;
  const ids = { name: useId(), nameError: useId(), bio: useId(), bioHint: useId(), botHint: useId(), lockedHint: useId() };
  const set = (patch: Partial<ProfileForm>) => setForm((f) => ({ ...f, ...patch }));
  const tooLong = displayNameTooLong(form.displayName);
  const imageTypes = supportedImageTypes(instance);
  const avatar = realImage(user.avatar);
  const banner = realImage(user.header);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (tooLong || pending) return;
    const outcome = await save.run(buildProfileUpdate(form));
    if (!outcome.ok) return;
    showNotice({ message: LL.profileEdit.saved() });
    navigate(profileHref(outcome.value));
  };

  return (
    <>
      <ProfilePreview user={user} form={form} avatar={avatar} banner={shownImage(banner, form.header)} />
      <form className="card settings-section" onSubmit={submit}>
        <div className="field">
          <label htmlFor={ids.name}>{LL.profileEdit.displayName()}</label>
          <input
            id={ids.name}
            value={form.displayName}
            aria-invalid={tooLong}
            aria-describedby={tooLong ? ids.nameError : undefined}
            onChange={(e) => set({ displayName: e.target.value })}
          />
          {tooLong && (
            <span id={ids.nameError} className="field-error">
              {LL.profileEdit.displayNameTooLong({ max: DISPLAY_NAME_MAX })}
            </span>
          )}
        </div>
        <div className="field">
          <label htmlFor={ids.bio}>{LL.profileEdit.bio()}</label>
          <textarea id={ids.bio} value={form.note} aria-describedby={ids.bioHint} onChange={(e) => set({ note: e.target.value })} />
          <span id={ids.bioHint} className="hint">
            {LL.profileEdit.bioHint()}
          </span>
        </div>
        <ImagePicker kind="avatar" current={avatar} change={form.avatar} onChange={(avatar) => set({ avatar })} types={imageTypes} />
        <ImagePicker kind="banner" current={banner} change={form.header} onChange={(header) => set({ header })} types={imageTypes} />
        <label className="check">
          <input type="checkbox" checked={form.bot} aria-describedby={ids.botHint} onChange={(e) => set({ bot: e.target.checked })} />
          {LL.profileEdit.bot()}
        </label>
        <p id={ids.botHint} className="hint check-hint">
          {LL.profileEdit.botHint()}
        </p>
        <label className="check">
          <input
            type="checkbox"
            checked={form.locked}
            aria-describedby={ids.lockedHint}
            onChange={(e) => set({ locked: e.target.checked })}
          />
          {LL.profileEdit.locked()}
        </label>
        <p id={ids.lockedHint} className="hint check-hint">
          {LL.profileEdit.lockedHint()}
        </p>
        {mitra && <MentionPolicyField value={form.mentionPolicy} onChange={(mentionPolicy) => set({ mentionPolicy })} />}
        <Suspense fallback={null}>
          <ExtraFieldsEditor fields={form.fields} max={maxFields(instance)} onChange={(fields) => set({ fields })} />
        </Suspense>
        {error && (
          <p className="error-box" role="alert">
            {error}
          </p>
        )}
        <div className="form-actions">
          {/* Only marked busy while saving: a disabled button would drop the focus, and a failed save keeps it here. */}
          <button type="submit" className="button primary" disabled={tooLong} aria-disabled={pending}>
            {pending ? LL.common.saving() : LL.profileEdit.save()}
          </button>
        </div>
      </form>
    </>
  );
}

export default function ProfileEditView() {
  const LL = useLL();
  const user = useAtomValue(currentUserAtom);
  usePageTitle(LL.profileEdit.title());
  return (
    <div className="settings">
      <h1>{LL.profileEdit.title()}</h1>
      {user && <ProfileEditForm user={user} />}
    </div>
  );
}
