import { useId } from "react";
import { useLL } from "../../state/i18n";
import { canAddField, duplicateLabels, type FieldDraft } from "./profile-rules";
import "../../state/ns/settings";
import { Icon } from "../../ui/Icon";

interface Props {
  fields: FieldDraft[];
  max: number;
  onChange: (fields: FieldDraft[]) => void;
}

export function ExtraFieldsEditor({ fields, max, onChange }: Props) {
  const LL = useLL();
  const baseId = useId();
  const duplicates = duplicateLabels(fields);
  const update = (index: number, patch: Partial<FieldDraft>) =>
    onChange(fields.map((f, i) => (i === index ? { ...f, ...patch } : f)));

  return (
    <fieldset className="extra-fields">
      <legend>{LL.settings.profile.fields()}</legend>
      <p className="hint">{LL.settings.profile.fieldsHint({ max })}</p>
      <ul className="field-rows">
        {fields.map((field, index) => {
          const n = index + 1;
          const labelId = `${baseId}-label-${index}`;
          const errorId = `${baseId}-error-${index}`;
          const duplicate = duplicates.has(index);
          return (
            <li key={index} className="field-row">
              <div className="field">
                <label htmlFor={labelId}>{LL.settings.profile.fieldLabel({ n })}</label>
                <input
                  id={labelId}
                  value={field.name}
                  aria-invalid={duplicate}
                  aria-describedby={duplicate ? errorId : undefined}
                  onChange={(e) => update(index, { name: e.target.value })}
                />
                {duplicate && (
                  <span id={errorId} className="field-error">
                    {LL.settings.profile.duplicateLabel()}
                  </span>
                )}
              </div>
              <div className="field">
                <label htmlFor={`${baseId}-value-${index}`}>{LL.settings.profile.fieldContent({ n })}</label>
                <input
                  id={`${baseId}-value-${index}`}
                  value={field.value}
                  onChange={(e) => update(index, { value: e.target.value })}
                />
              </div>
              <button
                type="button"
                className="icon-button"
                aria-label={LL.settings.profile.removeField({ n })}
                title={LL.settings.profile.removeField({ n })}
                onClick={() => onChange(fields.filter((_, i) => i !== index))}
              >
                <Icon name="close" />
              </button>
            </li>
          );
        })}
      </ul>
      {canAddField(fields, max) && (
        <button type="button" className="button" onClick={() => onChange([...fields, { name: "", value: "" }])}>
          {LL.settings.profile.addField()}
        </button>
      )}
    </fieldset>
  );
}
