/** Patterns of what people type, without the validation library (the cart's rules use them on the home page). */

/** A part number: trimmed and in capitals, 2 to 32 letters, digits and dashes (`SL-BC-0001`). */
export const PART_NUMBER = /^[A-Z0-9][A-Z0-9-]{1,31}$/;

/**
 * A quantity as a person types it: plain digits only. `1e1`, `0x10`, `2.5`, `+3` or `1 000` are
 * not quantities (Number() would read the first two as 10 and 16). The forms use it on what was
 * typed; the API's JSON numbers must be whole (`quantityNumber`).
 */
export const WHOLE_NUMBER_TEXT = /^[0-9]{1,12}$/;
