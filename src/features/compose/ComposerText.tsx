import type { Signal } from "@preact/signals-react";
import { useSignals } from "@preact/signals-react/runtime";
import { useAtomValue } from "jotai";
import { useId, useLayoutEffect, type ClipboardEvent, type KeyboardEvent, type RefObject } from "react";
import { configAtom } from "../../state/config";
import { applySuggestion, tokenAt } from "./autocomplete-rules";
import { optionId, SuggestionList } from "./SuggestionList";
import { useAutocomplete } from "./useAutocomplete";

// Browsers without field-sizing grow the textarea by script.
const fieldSizing = typeof CSS !== "undefined" && CSS.supports?.("field-sizing", "content");
export function fitHeight(el: HTMLTextAreaElement | null) {
  if (!el || fieldSizing) return;
  el.style.height = "auto";
  el.style.height = `${el.scrollHeight + 2}px`;
}

/**
 * The post text. It alone re-renders while typing: the text lives in a signal the rest of the form does not read.
 */
export function ComposerText({
  text,
  textareaRef,
  pendingCaret,
  label,
  placeholder,
  onChanged,
  onFiles,
  onSubmit,
}: {
  text: Signal<string>;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  /** Where to put the caret after the next render (after an insertion). */
  pendingCaret: RefObject<number | null>;
  label: string;
  placeholder: string | undefined;
  onChanged: () => void;
  onFiles: (files: File[]) => void;
  onSubmit: () => void;
}) {
  useSignals();
  const ctrlEnter = useAtomValue(configAtom).ctrlEnterEnabled;
  const { state, check, close, move } = useAutocomplete();
  const listId = useId();
  // The caret is placed once React has written the new value.
  useLayoutEffect(() => {
    const el = textareaRef.current;
    if (el && pendingCaret.current !== null) {
      el.setSelectionRange(pendingCaret.current, pendingCaret.current);
      pendingCaret.current = null;
      fitHeight(el);
    }
  });

  const setText = (value: string, caret?: number) => {
    if (caret !== undefined) pendingCaret.current = caret;
    text.value = value;
    onChanged();
  };

  const pick = (index: number) => {
    const el = textareaRef.current;
    const chosen = state?.items[index];
    if (!el || !chosen) return;
    const token = tokenAt(el.value, el.selectionStart) ?? state!.token;
    const next = applySuggestion(el.value, token, chosen.replacement);
    close();
    setText(next.text, next.caret);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      if (ctrlEnter) {
        event.preventDefault();
        onSubmit();
      }
      return;
    }
    if (!state) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      move(event.key === "ArrowDown" ? 1 : -1);
    } else if ((event.key === "Enter" || event.key === "Tab") && !event.shiftKey) {
      event.preventDefault();
      pick(state.active);
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  const onPaste = (event: ClipboardEvent) => {
    const files = [...event.clipboardData.files];
    if (files.length === 0) return;
    event.preventDefault();
    onFiles(files);
  };

  return (
    <div className="composer-text">
      <textarea
        ref={textareaRef}
        className="composer-textarea"
        required
        rows={3}
        aria-label={label}
        placeholder={placeholder}
        value={text.value}
        aria-autocomplete="list"
        aria-controls={state ? listId : undefined}
        aria-activedescendant={state ? optionId(listId, state.active) : undefined}
        onChange={(e) => {
          setText(e.target.value);
          fitHeight(e.target);
          check(e.target.value, e.target.selectionStart);
        }}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        onBlur={close}
      />
      {state && <SuggestionList id={listId} items={state.items} active={state.active} onPick={pick} />}
    </div>
  );
}
