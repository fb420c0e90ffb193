import { memo, useId } from "react";
import type { Visibility } from "../../api/types";
import { VISIBILITY_ICON } from "../../entities/post/VisibilityIcon";
import { useLL } from "../../state/i18n";
import { Icon } from "../../ui/Icon";
import { ItemsMenu } from "../../ui/Menu";
import "../../state/ns/compose";

/**
 * The visibility of the post: a menu button showing the chosen one's icon and name; its list (built when opened)
 * gives each choice an icon, a name and a line saying who sees it. A plain label when there is nothing to choose.
 */
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
    <ItemsMenu
      className="composer-visibility"
      label={LL.compose.changeVisibility({ name })}
      items={(close) =>
        allowed.map((v) => (
          <VisibilityChoice
            key={v}
            visibility={v}
            checked={v === value}
            onSelect={() => {
              close();
              onChange(v);
            }}
          />
        ))
      }
    >
      <Icon name={VISIBILITY_ICON[value]} size={18} />
      <span aria-hidden="true">{name}</span>
    </ItemsMenu>
  );
});

function VisibilityChoice({ visibility, checked, onSelect }: { visibility: Visibility; checked: boolean; onSelect: () => void }) {
  const LL = useLL();
  const name = useId();
  const description = useId();
  return (
    <button
      type="button"
      role="menuitemradio"
      aria-checked={checked}
      aria-labelledby={name}
      aria-describedby={description}
      tabIndex={-1}
      className="menu-item visibility-choice"
      onClick={onSelect}
    >
      <Icon name={VISIBILITY_ICON[visibility]} size={20} />
      <span className="visibility-choice-text">
        <span id={name} className="visibility-choice-name">{LL.compose.visibility[visibility]()}</span>
        <span id={description} className="visibility-choice-description">
          {LL.compose.visibilityDescription[visibility]()}
        </span>
      </span>
      {checked && <Icon name="check" size={18} />}
    </button>
  );
}
