/**
 * JSON that cannot end the script element holding it, nor open a comment in it: every "<" is
 * written as its escape, which JSON.parse reads back as "<". For the data a custom element or an
 * island reads from its `<script type="application/json">`.
 */
export function jsonInScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
