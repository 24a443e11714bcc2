// The search bar's state and behaviour (spec §4, §5, §7): the term, the trending panel, the
// extra-small expand/collapse with its focus moves, the input events, and the submit rules —
// only key code 13 submits from the input, and a collapsed bar only expands.
import {
  type ChangeEvent,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useRef,
  useState,
} from 'react';
import { KEY_CODES } from '../../lib/constants';
import type { OnHeaderEvent } from './header-events';
import { type LogSearch, submitSearch } from './submit-search';
import { isEscape } from './useDropdown';

export interface SearchBarOptions {
  extraSmall: boolean;
  onEvent: OnHeaderEvent;
  logSearch: LogSearch;
  navigate: (url: string) => void;
}

/**
 * The bar's input and its extra-small toggle button, and a focus move to one of them. Focus moves
 * wait for the render that shows (or hides) their target.
 */
function useFocusAfterRender() {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const [focusNext, setFocusNext] = useState<'input' | 'button' | null>(null);
  useEffect(() => {
    if (!focusNext) return;
    (focusNext === 'input' ? inputRef : buttonRef).current?.focus();
    setFocusNext(null);
  }, [focusNext]);
  return { inputRef, buttonRef, setFocusNext };
}

export function useSearchBar({ extraSmall, onEvent, logSearch, navigate }: SearchBarOptions) {
  const [term, setTerm] = useState('');
  const [expanded, setExpanded] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  const { inputRef, buttonRef, setFocusNext } = useFocusAfterRender();
  const entered = useRef(false);
  const submitting = useRef(false);
  const collapsed = extraSmall && !expanded;

  function submit() {
    if (collapsed) {
      setFocusNext('input');
      setExpanded(true);
      return;
    }
    if (submitting.current) return; // a second Enter while the first search is leaving
    submitting.current = true;
    void submitSearch(term, { logSearch, navigate }).finally(() => {
      submitting.current = false;
    });
  }

  function collapse() {
    setFocusNext('button');
    setPanelOpen(false);
    setExpanded(false);
  }

  return {
    term,
    expanded,
    collapsed,
    panelOpen,
    inputRef,
    buttonRef,
    collapse,
    onSubmit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      submit();
    },
    onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
      if (event.nativeEvent.isComposing) return;
      if (event.keyCode === KEY_CODES.enter) {
        event.preventDefault();
        submit();
      } else if (event.key === 'Enter') {
        // An Enter without key code 13 must not submit, not even by the form's implicit submission.
        event.preventDefault();
      } else if (isEscape(event)) {
        setPanelOpen(false);
      }
    },
    onChange(event: ChangeEvent<HTMLInputElement>) {
      const value = event.target.value;
      if (!entered.current && value !== '') {
        entered.current = true;
        onEvent('EnterSearchBar', {});
      }
      setTerm(value);
    },
    onClick() {
      onEvent('ClickSearchInput', {});
      setPanelOpen(true);
    },
    onFocus() {
      setPanelOpen(true);
    },
    /** On the whole bar: focus leaving it (not moving inside it) closes the panel. */
    onBlur(event: FocusEvent<HTMLElement>) {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPanelOpen(false);
    },
  };
}
