import type { ReactNode } from "react";

type DialogButtonProps = {
  command: "show-modal" | "close";
  dialogId: string;
  /** The button's accessible name: it shows an icon. */
  label: string;
  className: string;
  children: ReactNode;
};

/**
 * A button that opens or closes a <dialog> by its invoker command (`commandfor` and `command`): the
 * browser does it, before and without any script; the page's script covers browsers without them
 * (app/components/layout/layout-behaviour.ts). React's types do not list the attributes yet, so
 * they are spread in; React writes unknown lower-case attributes as they are.
 */
export function DialogButton({ command, dialogId, label, className, children }: DialogButtonProps) {
  const invoker: Record<string, string> = { commandfor: dialogId, command };
  return (
    <button type="button" {...invoker} aria-label={label} className={className}>
      {children}
    </button>
  );
}
