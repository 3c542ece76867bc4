/**
 * A button's invoker command (`commandfor` and `command`): the browser opens or closes the dialog
 * itself, before and without any script. React's types do not list the attributes yet, so they are
 * spread in; React writes unknown lower-case attributes as they are.
 */
export function invokes(command: "show-modal" | "close", dialogId: string): Record<string, string> {
  return { commandfor: dialogId, command };
}
