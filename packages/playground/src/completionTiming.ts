/**
 * How long a freshly opened or updated completion list ignores Enter, in milliseconds.
 *
 * CodeMirror drops an Enter that comes sooner (its `interactionDelay`) so that a key pressed while
 * typing fast is not taken as a choice from a list the author has not seen yet. The editor sets it
 * from here, and the browser tests wait it out before accepting a completion by keyboard.
 */
export const completionInteractionDelayMs = 75;
