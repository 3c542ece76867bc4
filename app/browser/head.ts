// The one script a page carries inline, in its head: what must run before the first paint. Built
// by Vite into one minified classic script (scripts/lib/browser-code.ts), the same text on every
// page, which the CSP allows by its hash (docs/decisions/0034). Everything else is site.ts, a module.
import { startDisclaimerGate } from "~/features/disclaimer/disclaimer-behaviour";

startDisclaimerGate();
