/**
 * The asterisk after a required field's label. Hidden from assistive tech, which hears the
 * control's aria-required (or required) instead, so "star" is never read out.
 */
export function RequiredMark() {
  return (
    <span className="required-mark" aria-hidden="true">
      *
    </span>
  );
}
