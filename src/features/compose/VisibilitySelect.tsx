import { memo, useId } from "react";
import type { Visibility } from "../../api/types";
import { useLL } from "../../state/i18n";
import "../../state/ns/compose";

/** A native select (keyboard and screen-reader friendly); a plain label when there is nothing to choose. */
export const VisibilitySelect = memo(function VisibilitySelect({
  value,
  allowed,
  fixed,
  onChange,
}: {
  value: Visibility;
  allowed: readonly Visibility[];
  fixed: boolean;
  onChange: (v: Visibility) => void;
}) {
  const LL = useLL();
  const id = useId();
  const name = LL.compose.visibility[value]();
  if (fixed || allowed.length <= 1) {
    const explanation = LL.compose.visibilityCanNotBeChanged({ name });
    return (
      <span className="composer-visibility-fixed" title={explanation}>
        <span aria-hidden="true">{name}</span>
        <span className="visually-hidden">{explanation}</span>
      </span>
    );
  }
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {LL.compose.changeVisibility({ name })}
      </label>
      <select
        id={id}
        className="composer-visibility"
        value={value}
        title={LL.compose.visibilityDescription[value]()}
        onChange={(e) => onChange(e.target.value as Visibility)}
      >
        {allowed.map((v) => (
          <option key={v} value={v} title={LL.compose.visibilityDescription[v]()}>
            {LL.compose.visibility[v]()}
          </option>
        ))}
      </select>
    </>
  );
});
