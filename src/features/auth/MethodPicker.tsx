import { useLL } from "../../state/i18n";
import type { LoginMethod } from "./sign-in-rules";
import "../../state/ns/auth";

export function MethodPicker({ methods, value, onChange }: { methods: LoginMethod[]; value: LoginMethod; onChange: (m: LoginMethod) => void }) {
  const LL = useLL();
  const label: Record<LoginMethod, string> = {
    password: LL.auth.methodPassword(),
    eip4361: LL.auth.methodEthereum(),
    caip122_monero: LL.auth.methodMonero(),
  };
  return (
    <fieldset className="method-picker">
      <legend>{LL.auth.method()}</legend>
      {methods.map((m) => (
        <label key={m} className="segment">
          <input type="radio" name="login-method" value={m} checked={m === value} onChange={() => onChange(m)} />
          <span>{label[m]}</span>
        </label>
      ))}
    </fieldset>
  );
}
