import { memo, useId } from "react";
import { useLL } from "../../state/i18n";
import { POLL_MIN_OPTIONS, pollInputCount, type DurationUnit, type PollDraft } from "./composer-rules";
import "../../state/ns/compose";

/** Option inputs that grow from 2 to 6 as they fill, a duration in hours or days, and single or multiple choice. */
export const PollEditor = memo(function PollEditor({ poll, onChange }: { poll: PollDraft; onChange: (p: PollDraft) => void }) {
  const LL = useLL();
  const id = useId();
  const count = pollInputCount(poll.options);
  // A poll needs two options: while fewer are filled, as many empty inputs as are missing are required, so the
  // browser stops the send at the first of them instead of the server getting a one-option poll.
  const empty = Array.from({ length: count }, (_, i) => !poll.options[i]?.trim());
  let missing = POLL_MIN_OPTIONS - empty.filter((e) => !e).length;
  const required = empty.map((e) => e && missing-- > 0);
  const setOption = (index: number, value: string) => {
    const options = [...poll.options];
    while (options.length <= index) options.push("");
    options[index] = value;
    onChange({ ...poll, options });
  };
  return (
    <fieldset
      className="composer-poll"
      // Enter in a poll field would send the whole post (the form's implicit submission) while the person is still
      // writing options: it goes on to the next option instead, and sends nothing.
      onKeyDown={(e) => {
        const field = e.target as HTMLElement;
        if (e.key !== "Enter" || e.nativeEvent.isComposing || field.tagName !== "INPUT") return;
        e.preventDefault();
        const options = [...e.currentTarget.querySelectorAll<HTMLInputElement>(".composer-poll-option")];
        const at = options.indexOf(field as HTMLInputElement);
        if (at >= 0) options[at + 1]?.focus();
      }}
    >
      <legend className="visually-hidden">{LL.compose.pollEditor()}</legend>
      {Array.from({ length: count }, (_, i) => (
        <input
          key={i}
          className="composer-poll-option"
          aria-label={LL.compose.pollOption({ n: i + 1 })}
          placeholder={LL.compose.pollOption({ n: i + 1 })}
          value={poll.options[i] ?? ""}
          required={required[i]}
          onChange={(e) => setOption(i, e.target.value)}
        />
      ))}
      <div className="composer-poll-settings">
        <label htmlFor={`${id}-duration`}>{LL.compose.pollDuration()}</label>
        <input
          id={`${id}-duration`}
          className="composer-poll-duration"
          type="number"
          min={1}
          step={1}
          required
          value={Number.isFinite(poll.duration) ? poll.duration : ""}
          onChange={(e) => onChange({ ...poll, duration: e.target.valueAsNumber })}
        />
        <select
          aria-label={LL.compose.pollDurationUnit()}
          value={poll.unit}
          onChange={(e) => onChange({ ...poll, unit: e.target.value as DurationUnit })}
        >
          <option value="hours">{LL.compose.durationHours()}</option>
          <option value="days">{LL.compose.durationDays()}</option>
        </select>
        <label className="composer-poll-multiple">
          <input type="checkbox" checked={poll.multiple} onChange={(e) => onChange({ ...poll, multiple: e.target.checked })} />
          {LL.compose.multipleChoices()}
        </label>
      </div>
    </fieldset>
  );
});
