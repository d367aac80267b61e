import { getInputProps, useInputControl, type FieldMetadata } from "@conform-to/react";
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { controlClass, FieldError, FieldHint, FieldLabel } from "~/components/ui/field-parts";
import { texts } from "@core/content/careers";
import { useMessage } from "~/lib/messages";
import { fill } from "@core/texts";
import { useTexts } from "~/lib/texts";
import { pickSkill, suggestSkills } from "@core/skills";

type SkillsFieldProps = {
  meta: FieldMetadata<string>;
  label: string;
  /** Help shown under the control, read with the field. */
  hint?: string;
};

/**
 * The Skills field of the job application (spec section 5, "Skills field"):
 * a text input for comma-separated skills with prefix suggestions, built as
 * the WAI-ARIA editable combobox with list autocomplete. It looks like Field
 * (field.tsx) and, without JavaScript, is a plain text input.
 */
export function SkillsField({ meta, label, hint }: SkillsFieldProps) {
  const { suggestions: announce } = useTexts(texts).application;
  const control = useInputControl(meta);
  const value = control.value ?? "";
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const caretAfterPick = useRef(false);

  const suggestions = suggestSkills(value);
  const expanded = focused && !dismissed && suggestions.length > 0;
  const highlighted = expanded ? active : -1;
  const hintId = hint ? `${meta.id}-hint` : undefined;
  const labelId = `${meta.id}-label`;
  const listId = `${meta.id}-listbox`;
  const optionId = (index: number) => `${meta.id}-option-${index}`;
  const error = meta.errors?.[0];
  const message = useMessage();
  const { key, ...inputProps } = getInputProps(meta, {
    type: "text",
    ariaDescribedBy: hintId,
    value: false,
  });

  // What the field holds when its code arrives stays: text typed while the
  // application page's form code was on its way (deferred-form.tsx), which
  // React, the input being controlled, would otherwise replace with "".
  // Once, as the field mounts: later its value follows the control.
  const adopted = useRef(false);
  const setValue = control.change;
  useLayoutEffect(() => {
    if (adopted.current) return;
    adopted.current = true;
    const typed = inputRef.current?.value;
    if (typed !== undefined && typed !== value) setValue(typed);
  }, [setValue, value]);

  // After a pick the caret goes to the end, ready for the next skill.
  useLayoutEffect(() => {
    if (!caretAfterPick.current) return;
    caretAfterPick.current = false;
    inputRef.current?.setSelectionRange(value.length, value.length);
  }, [value]);

  useEffect(() => {
    if (highlighted < 0) return;
    listRef.current?.children[highlighted]?.scrollIntoView?.({ block: "nearest" });
  }, [highlighted]);

  function update(next: string) {
    // Through the control, so Conform validates (and clears a shown error).
    control.change(next);
    setDismissed(false);
    setActive(-1);
  }

  function pick(skill: string) {
    caretAfterPick.current = true;
    update(pickSkill(value, skill));
  }

  function moveHighlight(step: 1 | -1) {
    const count = suggestions.length;
    if (!expanded) {
      setDismissed(false);
      setActive(step === 1 ? 0 : count - 1);
      return;
    }
    if (step === 1) setActive(highlighted < 0 ? 0 : (highlighted + 1) % count);
    else setActive(highlighted <= 0 ? count - 1 : highlighted - 1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp":
        if (suggestions.length === 0) return;
        event.preventDefault();
        moveHighlight(event.key === "ArrowDown" ? 1 : -1);
        return;
      case "Enter": {
        const skill = suggestions[highlighted];
        if (skill === undefined) return; // nothing highlighted: Enter submits as usual
        event.preventDefault();
        pick(skill);
        return;
      }
      case "Escape":
        // Only swallow Escape when it closes the list, so an enclosing dialog still closes.
        if (!expanded) return;
        event.preventDefault();
        event.stopPropagation();
        setDismissed(true);
        setActive(-1);
        return;
      case "Tab":
        setDismissed(true);
        setActive(-1);
    }
  }

  const count = expanded ? suggestions.length : 0;
  const announcement =
    count === 0 ? "" : count === 1 ? announce.one : fill(announce.many, { count });

  return (
    <div>
      <FieldLabel id={labelId} htmlFor={meta.id} required={meta.required}>
        {label}
      </FieldLabel>
      <div className="relative">
        <input
          key={key}
          {...inputProps}
          // The schema reads the text as a list, which Conform takes for a multiple field.
          multiple={false}
          ref={inputRef}
          value={value}
          onChange={(event) => update(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => {
            setFocused(true);
            setDismissed(false);
            control.focus();
          }}
          onBlur={() => {
            setFocused(false);
            setActive(-1);
            control.blur();
          }}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={highlighted >= 0 ? optionId(highlighted) : undefined}
          autoComplete="off"
          spellCheck={false}
          className={controlClass}
        />
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-labelledby={labelId}
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-50 mt-1 max-h-64 overflow-y-auto rounded-card border-2 border-navy-200 bg-white py-1 shadow-card"
        >
          {expanded &&
            suggestions.map((skill, index) => (
              // Keys reach the options through the input (aria-activedescendant), as the
              // combobox pattern asks; onClick also serves a screen reader's activation.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={skill}
                id={optionId(index)}
                role="option"
                aria-selected={index === highlighted}
                // Keep focus in the input, so typing can go on after the pick.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(skill)}
                className={`flex min-h-11 cursor-pointer items-center border-l-4 px-3 py-2 text-base ${
                  index === highlighted
                    ? "border-saffron-500 bg-saffron-50 font-semibold text-navy-900"
                    : "border-transparent text-ink hover:bg-navy-50"
                }`}
              >
                {skill}
              </li>
            ))}
        </ul>
      </div>
      <div role="status" className="sr-only">
        {announcement}
      </div>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={meta.errorId}>{message(error)}</FieldError>}
    </div>
  );
}
