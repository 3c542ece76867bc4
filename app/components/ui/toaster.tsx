import { Toast } from "radix-ui";
import { toastClass } from "./toast-class";
import { dismissToast, useToasts } from "./toast-store";

/**
 * Renders the toast store. Radix gives the live-region announcement, Escape/F8 handling and the
 * swipe; the spec asks for no auto-close (duration Infinity) and a swipe to the right.
 */
export type ToasterLabels = {
  /** The close button's name, in the page's language (the root passes both). */
  closeLabel?: string;
  /** What screen readers call a toast and the region that holds them ("Notifications (F8)"). */
  label?: string;
  regionLabel?: string;
};

export function Toaster({
  closeLabel = "Close notification",
  label = "Notification",
  regionLabel = "Notifications ({hotkey})",
}: ToasterLabels) {
  const { toasts } = useToasts();
  return (
    <Toast.Provider swipeDirection="right" duration={Number.POSITIVE_INFINITY} label={label}>
      {toasts.map(({ id, title, description, variant = "default", action, open }) => (
        <Toast.Root
          key={id}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          type={variant === "destructive" ? "foreground" : "background"}
          data-variant={variant}
          className={toastClass(variant)}
        >
          <Toast.Title className="font-semibold">{title}</Toast.Title>
          {description ? <Toast.Description className="text-sm opacity-90">{description}</Toast.Description> : null}
          {action ? <div className="mt-2">{action}</div> : null}
          <Toast.Close
            aria-label={closeLabel}
            className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-md opacity-80 hover:opacity-100"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        label={regionLabel}
        className="fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-md print:hidden"
      />
    </Toast.Provider>
  );
}
