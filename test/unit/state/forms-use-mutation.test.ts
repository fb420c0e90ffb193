// Forms send through useMutation (state/mutation.ts): one place keeps a request from going twice and turns a
// failure into a translated sentence. The source is read, so a hand-written busy flag coming back fails here.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

const FORMS = [
  "src/features/settings/ProfileEditView.tsx",
  "src/features/settings/AddAliasForm.tsx",
  "src/features/settings/KeyProofForm.tsx",
  "src/features/settings/EthereumProof.tsx",
  "src/features/settings/MoveFollowersView.tsx",
  "src/features/settings/LinkedIdentities.tsx",
  "src/features/feeds/AddUserForm.tsx",
  "src/features/notifications/NotificationTools.tsx",
  "src/features/subscriptions/SubscriptionSettingsForm.tsx",
  "src/features/subscriptions/PaymentForm.tsx",
  "src/entities/post/PollView.tsx",
  "src/features/timeline/ReadingOffer.tsx",
  "src/features/auth/SignInForm.tsx",
  // Both sign-in forms that go to a server's authorize page send through this hook.
  "src/features/auth/use-server-sign-in.ts",
  "src/features/auth/AccountChoices.tsx",
];

/** A busy flag set by hand around a request: `setBusy(true)`, `setPending(true)`, `setSending(true)`, … */
export const handWrittenBusy = (source: string): boolean => /\bset(Busy|Pending|Sending|Saving|Working|Submitting)\(true\)/.test(source);

test("the check finds a hand-written busy flag", () => {
  assert.equal(handWrittenBusy("setPending(true);\ntry { await save(); } finally { setPending(false); }"), true);
  assert.equal(handWrittenBusy("const { run, pending } = useMutation(save);"), false);
});

test("these forms send through useMutation, with no busy flag of their own", () => {
  const offenders = FORMS.filter((file) => {
    const source = readFileSync(file, "utf8");
    return !source.includes("useMutation(") || handWrittenBusy(source);
  });
  assert.deepEqual(offenders, []);
});
