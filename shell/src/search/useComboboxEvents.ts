import { useEffect, type Dispatch, type SetStateAction } from 'react';
import type { SearchSuggestions as Suggestions } from '@storefront/shared/search';
import { MIN_CHARS, partsSearchHref, type Option } from './suggestions';

export interface ComboboxState {
  input: HTMLInputElement;
  options: Option[];
  /** The list is open with an answer. */
  shown: boolean;
  active: number;
  answer: Suggestions | null;
  setOpen: Dispatch<SetStateAction<boolean>>;
  setActive: Dispatch<SetStateAction<number>>;
  ask: () => void;
  cancel: () => void;
  choose: (option: Option) => void;
  navigate: (href: string) => void;
}

/** Down and Up choose an option (opening the list), Enter opens it, Escape closes the list or, closed, empties the box. */
function keyHandler({ input, options, shown, active, setOpen, setActive, ask, cancel, choose }: ComboboxState) {
  return (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (!shown) {
        setOpen(true);
        setActive(step === 1 ? 0 : options.length - 1);
        return;
      }
      setActive((current) => (current === -1 ? (step === 1 ? 0 : options.length - 1) : (current + step + options.length) % options.length));
    } else if (event.key === 'Enter') {
      const option = shown ? options[active] : undefined;
      if (option) {
        event.preventDefault();
        choose(option);
      } else {
        cancel();
        setOpen(false);
      }
    } else if (event.key === 'Escape') {
      if (shown) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (input.value) {
        event.preventDefault();
        input.value = '';
        ask();
      }
    }
  };
}

/**
 * The box's events: typing asks for suggestions, the keys move through them, leaving the box
 * closes the list and coming back opens it again, and the form's submit opens all parts with the
 * words (in the app: no page load).
 */
export function useComboboxEvents(state: ComboboxState) {
  const { input, options, shown, active, answer, setOpen, setActive, ask, cancel, choose, navigate } = state;
  useEffect(() => {
    const onKeyDown = keyHandler({ input, options, shown, active, answer, setOpen, setActive, ask, cancel, choose, navigate });
    const onBlur = () => {
      setOpen(false);
      setActive(-1);
    };
    const onFocus = () => {
      if (answer && input.value.trim().length >= MIN_CHARS) setOpen(true);
    };
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      cancel();
      setOpen(false);
      navigate(partsSearchHref(input.value.trim()));
    };
    const form = input.form;
    form?.addEventListener('submit', onSubmit);
    input.addEventListener('input', ask);
    input.addEventListener('keydown', onKeyDown);
    input.addEventListener('blur', onBlur);
    input.addEventListener('focus', onFocus);
    return () => {
      form?.removeEventListener('submit', onSubmit);
      input.removeEventListener('input', ask);
      input.removeEventListener('keydown', onKeyDown);
      input.removeEventListener('blur', onBlur);
      input.removeEventListener('focus', onFocus);
    };
  }, [input, options, shown, active, answer, setOpen, setActive, ask, cancel, choose, navigate]);
}
