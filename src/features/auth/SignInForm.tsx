import { useAtomValue, useStore } from "jotai";
import { lazy, Suspense, useId, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { href } from "../../paths";
import { useLL } from "../../state/i18n";
import { useMutation } from "../../state/mutation";
import { instanceAtom } from "../../state/session";
import { ApiError, NETWORK_ERROR } from "../../api/client";
import type { Instance } from "../../api/types";
import type { AuthRequest } from "./actions";
import { MethodPicker } from "./MethodPicker";
import { SignInSkeleton } from "./SignInSkeleton";
import { useFocusOnFailure, useServerSignIn } from "./use-server-sign-in";
import { apiBaseUrl } from "../../lib/api-base";
import {
  canSubmit,
  isValidUsername,
  localUsername,
  offeredMethods,
  preselectedMethod,
  refusalMessage,
  type FormFields,
  type FormMode,
  type LoginMethod,
} from "./sign-in-rules";
import "../../state/ns/auth";
import "../../state/ns/serverSignIn";

// What the form needs only once it is used loads then, not before the field is usable: the request (with the
// Ethereum message) when the form is first focused, the Monero fields when Monero is the method.
// A lost download is a connection problem, said as one.
const loadActions = () => import("./actions").catch(() => Promise.reject(new ApiError(0, NETWORK_ERROR)));
// Fetched early when the form is focused; a failure here is met again, and shown, when the form is sent.
const warmActions = () => void loadActions().catch(() => undefined);
const MoneroFields = lazy(() => import("./MoneroFields"));

const EMPTY: FormFields = { username: "", password: "", signature: "", inviteCode: "" };

/**
 * This instance's sign-in form. Its methods and whether sign-up is open come from the instance, so until the
 * instance has answered (and no copy is kept from the last visit) a skeleton holds the place: never a guessed form.
 */
export function SignInForm() {
  const instance = useAtomValue(instanceAtom);
  if (!instance) return <SignInSkeleton />;
  const walletOnly = Boolean((instance.blockchains?.[0]?.features as { gate?: boolean } | undefined)?.gate);
  const methods = offeredMethods(instance.authentication_methods ?? [], walletOnly);
  // A server that names no sign-in method this form knows (Mastodon and most others) signs people in on its own
  // page: the form would otherwise have no field and a button that never works.
  return methods.length > 0 ? (
    <InstanceSignInForm instance={instance} methods={methods} walletOnly={walletOnly} />
  ) : (
    <AuthorizeSignInForm instance={instance} />
  );
}

/** Sign-in on this server's own authorize page (OAuth), for a server without Mitra's sign-in methods. */
function AuthorizeSignInForm({ instance }: { instance: Instance }) {
  const LL = useLL();
  const ids = { title: useId(), error: useId() };
  const { start, busy, error, failures } = useServerSignIn();
  const buttonRef = useRef<HTMLButtonElement>(null);
  useFocusOnFailure(failures, buttonRef);
  const title = instance.title || LL.common.appName();
  function submit(event: React.FormEvent) {
    event.preventDefault();
    void start(apiBaseUrl() || location.origin);
  }
  return (
    <form className="card sign-in-form" onSubmit={submit} aria-labelledby={ids.title} aria-busy={busy}>
      <h2 id={ids.title}>
        <bdi>{LL.auth.formTitleSignIn({ instance: title })}</bdi>
      </h2>
      <p className="hint">{LL.auth.signInOnServer()}</p>
      {error && (
        <p id={ids.error} className="form-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button primary wide" ref={buttonRef} disabled={busy} aria-describedby={error ? ids.error : undefined}>
        {busy ? LL.serverSignIn.going() : LL.auth.signIn()}
      </button>
    </form>
  );
}

function InstanceSignInForm({ instance, methods, walletOnly }: { instance: Instance; methods: LoginMethod[]; walletOnly: boolean }) {
  const LL = useLL();
  const store = useStore();
  const [, navigate] = useLocation();
  const ids = { title: useId(), username: useId(), usernameError: useId(), password: useId(), invite: useId() };

  const [mode, setMode] = useState<FormMode>("signIn");
  const [chosen, setChosen] = useState<LoginMethod | null>(null);
  const method = chosen && methods.includes(chosen) ? chosen : preselectedMethod(methods, "ethereum" in window, walletOnly);
  const [fields, setFields] = useState(EMPTY);
  const [moneroMessage, setMoneroMessage] = useState("");
  const { run, pending, error, clearError } = useMutation(async (request: AuthRequest) => store.set((await loadActions()).authenticateAtom, request), {
    // The server and the wallet module say so in English (the wallet's error class is not in the entry).
    describe: (e) => refusalMessage(LL, e),
  });
  // After a failed attempt the focus moves to what went wrong, not to the page (the button was disabled meanwhile).
  const errorRef = useRef<HTMLParagraphElement>(null);
  const [failures, setFailures] = useState(0);
  useFocusOnFailure(failures, errorRef);

  const registrationsOpen = instance.registrations ?? true;
  // A full handle of this instance (@alice@this.example) is the local name.
  const username = localUsername(fields.username, instance.uri);
  const usernameValid = isValidUsername(username);
  const needsUsername = method === "password" || mode === "signUp";
  // Correcting anything makes a message about the previous attempt stale.
  const set = (patch: Partial<FormFields>) => {
    setFields((f) => ({ ...f, ...patch }));
    clearError();
  };
  const chooseMethod = (next: LoginMethod) => {
    setChosen(next);
    clearError();
  };
  const sent: FormFields = { ...fields, username };
  const moneroReady = method !== "caip122_monero" || moneroMessage !== "";
  const ready = method !== null && canSubmit(mode, method, sent, registrationsOpen) && moneroReady && !pending;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!ready || !method) return;
    const outcome = await run({ mode, method, fields: sent, moneroMessage });
    // false: a wallet signature was declined, which cancels quietly.
    if (outcome.ok && outcome.value) navigate(href.home(), { replace: true });
    else if (!outcome.ok) setFailures((n) => n + 1);
  }

  const title = instance.title || LL.common.appName();
  return (
    <form className="card sign-in-form" onSubmit={submit} onFocus={warmActions} aria-labelledby={ids.title} aria-busy={pending}>
      <h2 id={ids.title}>
        {/* The title comes from the server: isolate it so bidi characters in it cannot reorder the sentence. */}
        <bdi>{mode === "signIn" ? LL.auth.formTitleSignIn({ instance: title }) : LL.auth.formTitleSignUp({ instance: title })}</bdi>
      </h2>
      {methods.length > 1 && method && <MethodPicker methods={methods} value={method} onChange={chooseMethod} />}
      {needsUsername && (
        <div className="field">
          <label htmlFor={ids.username}>{LL.auth.username()}</label>
          {/* A handle reads left to right in every language: the name, then @ and the server. */}
          <div className="input-with-suffix" dir="ltr">
            <input
              id={ids.username}
              value={fields.username}
              onChange={(e) => set({ username: e.target.value })}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              aria-invalid={!usernameValid}
              aria-describedby={usernameValid ? undefined : ids.usernameError}
            />
            {instance.uri && <span className="suffix">{LL.auth.usernameSuffix({ domain: instance.uri })}</span>}
          </div>
          {!usernameValid && <p id={ids.usernameError} className="field-error">{LL.auth.username_only_letters()}</p>}
        </div>
      )}
      {method === "password" && (
        <div className="field">
          <label htmlFor={ids.password}>{LL.auth.password()}</label>
          <input
            id={ids.password}
            type="password"
            value={fields.password}
            onChange={(e) => set({ password: e.target.value })}
            autoComplete={mode === "signIn" ? "current-password" : "new-password"}
          />
        </div>
      )}
      {method === "caip122_monero" && (
        <Suspense>
          <MoneroFields signature={fields.signature} onSignature={(signature) => set({ signature })} onMessage={setMoneroMessage} />
        </Suspense>
      )}
      {method === "eip4361" && (
        <p className="hint">
          {LL.auth.ethereumHint()} <Link href={href.ethereum()}>{LL.auth.ethereumHelpLink()}</Link>
        </p>
      )}
      {mode === "signUp" && !registrationsOpen && (
        <div className="field">
          <label htmlFor={ids.invite}>{LL.auth.inviteCode()}</label>
          <input id={ids.invite} value={fields.inviteCode} onChange={(e) => set({ inviteCode: e.target.value })} autoComplete="off" />
          <p className="hint">{LL.auth.inviteCodeHint()}</p>
        </div>
      )}
      {error && (
        <p className="form-error" role="alert" tabIndex={-1} ref={errorRef}>
          {error}
        </p>
      )}
      <button type="submit" className="button primary wide" disabled={!ready}>
        {mode === "signIn" ? LL.auth.signIn() : LL.auth.signUp()}
      </button>
      <p className="mode-toggle">
        {mode === "signIn" ? LL.auth.toSignUp() : LL.auth.toSignIn()}{" "}
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setMode(mode === "signIn" ? "signUp" : "signIn");
            clearError();
          }}
        >
          {mode === "signIn" ? LL.auth.signUp() : LL.auth.signIn()}
        </button>
      </p>
      {pending && (
        <div className="loading-overlay" role="status">
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">{LL.auth.submitting()}</span>
        </div>
      )}
    </form>
  );
}
