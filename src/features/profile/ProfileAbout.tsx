import type { Account } from "../../api/types";
import { RichContent } from "../../entities/content/RichContent";
import { useLL } from "../../state/i18n";
import { FieldValue } from "./FieldValue";
import { hasPayments, offersRenewal, paymentsPart, renewProofPart, usePart } from "./profile-parts";
import { visibleFields } from "./profile-rules";
import "../../state/ns/profile";
import { Icon } from "../../ui/Icon";

/** Bio, extra fields (identity proofs first, long values cut until clicked) with verified marks, and payment options. */
export function ProfileAbout({ account, own }: { account: Account; own: boolean }) {
  const LL = useLL();
  const fields = visibleFields(account);
  // Rare parts: ProfileView has their code before the profile shows (profile-parts.ts).
  const payments = usePart(paymentsPart, hasPayments(account));
  const RenewProof = usePart(renewProofPart, offersRenewal(account, own))?.default;
  return (
    <section className="profile-about card" aria-label={LL.profile.fields()}>
      {account.note && <RichContent className="profile-bio" html={account.note} emojis={account.emojis} />}
      {fields.length > 0 && (
        <dl className="profile-fields">
          {fields.map((field, i) => (
            <div key={`${i}-${field.name}`} className={`profile-field${field.verified_at ? " verified" : ""}`}>
              <dt dir="auto">{field.name}</dt>
              <dd>
                <FieldValue html={field.value} emojis={account.emojis} />
                {field.verified_at && (
                  <span className="profile-verified" title={LL.profile.verified()}>
                    <Icon name="check" size={16} />
                    <span className="visually-hidden">{LL.profile.verified()}</span>
                  </span>
                )}
                {RenewProof && field.is_legacy_proof && <RenewProof field={field} />}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {payments && <payments.PaymentOptions account={account} />}
    </section>
  );
}
