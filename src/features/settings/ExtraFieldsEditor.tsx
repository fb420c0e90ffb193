import { useEffect, useId, useRef } from "react";
import { useLL } from "../../state/i18n";
import { canAddField, duplicateLabels, type FieldDraft } from "./profile-rules";
import "./profile-form.css";
import "../../state/ns/profileEdit";
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
  // Where the focus goes once the rows change: a new row's label, or beside a removed last row (its button went).
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (focusNext.current === null) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  }, [fields.length]);
  const add = () => {
    focusNext.current = `${baseId}-label-${fields.length}`;
    onChange([...fields, { name: "", value: "" }]);
  };
  const remove = (index: number) => {
    if (index === fields.length - 1) focusNext.current = index > 0 ? `${baseId}-remove-${index - 1}` : `${baseId}-add`;
    onChange(fields.filter((_, i) => i !== index));
  };

  return (
    <fieldset className="extra-fields">
      <legend>{LL.profileEdit.fields()}</legend>
      <p className="hint">{LL.profileEdit.fieldsHint({ max })}</p>
      <ul className="field-rows">
        {fields.map((field, index) => {
          const n = index + 1;
          const labelId = `${baseId}-label-${index}`;
          const errorId = `${baseId}-error-${index}`;
          const duplicate = duplicates.has(index);
          return (
            <li key={index} className="field-row">
              <div className="field">
                <label htmlFor={labelId}>{LL.profileEdit.fieldLabel({ n })}</label>
                <input
                  id={labelId}
                  value={field.name}
                  aria-invalid={duplicate}
                  aria-describedby={duplicate ? errorId : undefined}
                  onChange={(e) => update(index, { name: e.target.value })}
                />
                {duplicate && (
                  <span id={errorId} className="field-error">
                    {LL.profileEdit.duplicateLabel()}
                  </span>
                )}
              </div>
              <div className="field">
                <label htmlFor={`${baseId}-value-${index}`}>{LL.profileEdit.fieldContent({ n })}</label>
                <input
                  id={`${baseId}-value-${index}`}
                  value={field.value}
                  onChange={(e) => update(index, { value: e.target.value })}
                />
              </div>
              <button
                id={`${baseId}-remove-${index}`}
                type="button"
                className="icon-button"
                aria-label={LL.profileEdit.removeField({ n })}
                title={LL.profileEdit.removeField({ n })}
                onClick={() => remove(index)}
              >
                <Icon name="close" />
              </button>
            </li>
          );
        })}
      </ul>
      {canAddField(fields, max) && (
        <button id={`${baseId}-add`} type="button" className="button" onClick={add}>
          {LL.profileEdit.addField()}
        </button>
      )}
    </fieldset>
  );
}
