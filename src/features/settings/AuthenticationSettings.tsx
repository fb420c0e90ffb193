import { useAtomValue } from "jotai";
import type { AuthenticationMethod } from "../../api/types";
import { useLL } from "../../state/i18n";
import { Icon } from "../../ui/Icon";
import { currentUserAtom } from "../../state/session";
import { PasswordForm } from "./PasswordForm";
import { SettingsSection } from "./SettingsSection";
import "../../state/ns/settings";

export function AuthenticationSettings() {
  const LL = useLL();
  const user = useAtomValue(currentUserAtom);
  const names: Record<AuthenticationMethod, string> = {
    password: LL.settings.methodPassword(),
    eip4361: LL.settings.methodEip4361(),
    caip122_monero: LL.settings.methodCaip122Monero(),
  };
  const methods = user?.authentication_methods ?? [];
  return (
    <SettingsSection title={LL.settings.authenticationSection()}>
      <h3>{LL.settings.authMethods()}</h3>
      <ul className="auth-methods">
        {methods.map((m) => (
          <li key={m}>
            <Icon name="check" size={16} /> {names[m] ?? m}
          </li>
        ))}
      </ul>
      <PasswordForm />
    </SettingsSection>
  );
}
