// Whether the screen is only touched, never pointed at with a mouse: a phone or a tablet with no keyboard to speak of.

/** A touch screen with no hover and a coarse pointer: no keyboard hint is offered there. */
export function touchOnly(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(hover: none) and (pointer: coarse)').matches;
}
