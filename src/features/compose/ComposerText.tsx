import type { Signal } from "@preact/signals-react";
import { useAtomValue } from "jotai";
import { useId, useLayoutEffect, useState, type ClipboardEvent, type KeyboardEvent, type RefObject } from "react";
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
 * The post text. The textarea keeps it, and each input writes it to a signal (read by the counter and the buttons, not
 * by the rest of the form); nothing re-renders this component while typing. A controlled textarea had React write the
 * text back on every key as the textarea's default value, which replaces its child text node: a change of the page's
 * DOM that sent the browser through the page's `:has()` rules with 500 posts loaded.
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
  const ctrlEnter = useAtomValue(configAtom).ctrlEnterEnabled;
  const { state, check, close, move } = useAutocomplete();
  const listId = useId();
  const [initialText] = useState(() => text.peek());
  // A change made elsewhere (an emoji or a suggestion inserted, the text cleared once sent) is written to the textarea
  // here, with the caret where the insertion asked for it.
  useLayoutEffect(() => {
    const el = textareaRef.current;
    if (!el) return;
    return text.subscribe((value) => {
      const changed = el.value !== value;
      if (changed) el.value = value;
      if (pendingCaret.current !== null) el.setSelectionRange(pendingCaret.current, pendingCaret.current);
      pendingCaret.current = null;
      if (changed) fitHeight(el);
    });
  }, [text, textareaRef, pendingCaret]);

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
        defaultValue={initialText}
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
