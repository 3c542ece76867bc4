// A fixture for the lint test: two modules that import each other.
import { a } from "./cycle-a.ts";

export const b = () => a;
